/**
 * @generated SignedSource<<41d18015e78f8cecef23cbbdbe9c5190>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useServerTexts_texts$data = ReadonlyArray<{
  readonly text: string | null | undefined;
  readonly textId: number;
  readonly " $fragmentType": "useServerTexts_texts";
}>;
export type useServerTexts_texts$key = ReadonlyArray<{
  readonly " $data"?: useServerTexts_texts$data;
  readonly " $fragmentSpreads": FragmentRefs<"useServerTexts_texts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "useServerTexts_texts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    }
  ],
  "type": "Text",
  "abstractKey": null
};

(node as any).hash = "bbdaee54d0eef9e084c3947918e50723";

export default node;

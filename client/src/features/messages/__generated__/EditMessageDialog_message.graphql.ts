/**
 * @generated SignedSource<<cac34df292b044aae6ca088f6862e094>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EditMessageDialog_message$data = {
  readonly attachments: ReadonlyArray<{
    readonly attachmentId: number;
    readonly fileName: string;
  }>;
  readonly id: string;
  readonly text: string;
  readonly " $fragmentType": "EditMessageDialog_message";
};
export type EditMessageDialog_message$key = {
  readonly " $data"?: EditMessageDialog_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditMessageDialog_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditMessageDialog_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ApplicationMessageAttachment",
      "kind": "LinkedField",
      "name": "attachments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attachmentId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ApplicationMessage",
  "abstractKey": null
};

(node as any).hash = "e455295dbd84332db48a273a1504d41d";

export default node;

/**
 * @generated SignedSource<<030eb6878d4f3cbdd8bd9dd70b467432>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RegistrationView_query$data = {
  readonly accountExampleImage: string | null | undefined;
  readonly registrationTexts: ReadonlyArray<{
    readonly text: string | null | undefined;
    readonly textId: number;
  }>;
  readonly " $fragmentType": "RegistrationView_query";
};
export type RegistrationView_query$key = {
  readonly " $data"?: RegistrationView_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RegistrationView_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RegistrationView_query",
  "selections": [
    {
      "alias": "registrationTexts",
      "args": [
        {
          "kind": "Literal",
          "name": "ids",
          "value": [
            39,
            49,
            55,
            56,
            58,
            59,
            86
          ]
        }
      ],
      "concreteType": "Text",
      "kind": "LinkedField",
      "name": "texts",
      "plural": true,
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
      "storageKey": "texts(ids:[39,49,55,56,58,59,86])"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountExampleImage",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2dd5fca1a76600d0d6c6a18fb36b3b7f";

export default node;

/**
 * @generated SignedSource<<95007cdfd5334c1f74a18c53753b12f7>>
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
            58,
            59
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
      "storageKey": "texts(ids:[39,49,55,58,59])"
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

(node as any).hash = "842d44ddabdfb89622307333c7b14874";

export default node;

/**
 * @generated SignedSource<<3a6b4c63e6cd83fd305aca6e67df2495>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LoginDisabledNotice_query$data = {
  readonly disabledText: ReadonlyArray<{
    readonly text: string | null | undefined;
  }>;
  readonly organisation: {
    readonly disableLoginDate: any | null | undefined;
  };
  readonly " $fragmentType": "LoginDisabledNotice_query";
};
export type LoginDisabledNotice_query$key = {
  readonly " $data"?: LoginDisabledNotice_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoginDisabledNotice_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoginDisabledNotice_query",
  "selections": [
    {
      "alias": "disabledText",
      "args": [
        {
          "kind": "Literal",
          "name": "ids",
          "value": [
            112
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
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": "texts(ids:[112])"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organisation",
      "kind": "LinkedField",
      "name": "organisation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disableLoginDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3e1e4c3ce914d0fda3c4029bb45cecf3";

export default node;

/**
 * @generated SignedSource<<efaff9c20906064317c16793658c0cf8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SingleSignOnSection_query$data = {
  readonly singleSignOn: {
    readonly enabled: boolean;
    readonly providerName: string | null | undefined;
    readonly startPath: string;
  };
  readonly " $fragmentType": "SingleSignOnSection_query";
};
export type SingleSignOnSection_query$key = {
  readonly " $data"?: SingleSignOnSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SingleSignOnSection_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SingleSignOnSection_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SingleSignOn",
      "kind": "LinkedField",
      "name": "singleSignOn",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "providerName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startPath",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "62f0f22b9b9f8a93842200d4836257fd";

export default node;

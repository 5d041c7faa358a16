/**
 * @generated SignedSource<<ae0f00fc8b3960371fcadb61286805d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContactLocations_query$data = {
  readonly contactLocations: ReadonlyArray<{
    readonly text: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "ContactLocations_query";
};
export type ContactLocations_query$key = {
  readonly " $data"?: ContactLocations_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactLocations_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactLocations_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LegalParagraph",
      "kind": "LinkedField",
      "name": "contactLocations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4785f0ec2e8a25c0a89a1c7c834b05be";

export default node;

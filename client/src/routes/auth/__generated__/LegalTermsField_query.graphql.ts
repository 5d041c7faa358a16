/**
 * @generated SignedSource<<6bbf79deb667767e906f89017f2cfc0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LegalTermsField_query$data = {
  readonly legalTerms: {
    readonly hash: string;
    readonly paragraphs: ReadonlyArray<{
      readonly subtitle: string | null | undefined;
      readonly text: string;
      readonly title: string;
    }>;
  };
  readonly " $fragmentType": "LegalTermsField_query";
};
export type LegalTermsField_query$key = {
  readonly " $data"?: LegalTermsField_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LegalTermsField_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LegalTermsField_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LegalTerms",
      "kind": "LinkedField",
      "name": "legalTerms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hash",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LegalParagraph",
          "kind": "LinkedField",
          "name": "paragraphs",
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
              "name": "subtitle",
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "67b5eb6d5a706779e5f71a75eecfebd1";

export default node;

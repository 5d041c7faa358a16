/**
 * @generated SignedSource<<dbafd4bbf4f30bf68630c0f7f2076538>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EbillTabs_query$data = {
  readonly ebillLookups: {
    readonly terms: string;
  };
  readonly legalTerms: {
    readonly language: string;
    readonly paragraphs: ReadonlyArray<{
      readonly subtitle: string | null | undefined;
      readonly text: string;
      readonly title: string;
    }>;
  };
  readonly " $fragmentType": "EbillTabs_query";
};
export type EbillTabs_query$key = {
  readonly " $data"?: EbillTabs_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"EbillTabs_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EbillTabs_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "EbillLookups",
      "kind": "LinkedField",
      "name": "ebillLookups",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "terms",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
          "name": "language",
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

(node as any).hash = "98048801936ee41e1078ed331942b317";

export default node;

/**
 * @generated SignedSource<<6bb22919c724209b982ef5bdc432d336>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SupportTerms_query$data = {
  readonly legalTerms: {
    readonly language: string;
    readonly paragraphs: ReadonlyArray<{
      readonly subtitle: string | null | undefined;
      readonly text: string;
      readonly title: string;
    }>;
  };
  readonly settings: {
    readonly isShowTermsAndConditions: boolean;
  };
  readonly " $fragmentType": "SupportTerms_query";
};
export type SupportTerms_query$key = {
  readonly " $data"?: SupportTerms_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupportTerms_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupportTerms_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Settings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isShowTermsAndConditions",
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

(node as any).hash = "f8486384b93a88d5b008c53112dde5a8";

export default node;

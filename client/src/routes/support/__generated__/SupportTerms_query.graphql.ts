/**
 * @generated SignedSource<<07102a3e6f2ac681f6be8ff72d5df92f>>
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

(node as any).hash = "ef022c009a3d695fb7bcccbdbb3bdc49";

export default node;

/**
 * @generated SignedSource<<457eeda8080d679f2be36f0dcb71c533>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FamilyDocumentsUploaded_application$data = {
  readonly attachments: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly fileName: string | null | undefined;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "FamilyDocumentsUploaded_application";
};
export type FamilyDocumentsUploaded_application$key = {
  readonly " $data"?: FamilyDocumentsUploaded_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"FamilyDocumentsUploaded_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FamilyDocumentsUploaded_application",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "ApplicationAttachmentConnection",
      "kind": "LinkedField",
      "name": "attachments",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ApplicationAttachmentEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ApplicationAttachment",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
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
          "storageKey": null
        }
      ],
      "storageKey": "attachments(first:100)"
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "f79863fd460508677042d17fdcacd7dd";

export default node;

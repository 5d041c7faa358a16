/**
 * @generated SignedSource<<560629022f8a0ae749178dff56d348b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type IssuedDocumentPanel_document$data = {
  readonly downloadPath: string;
  readonly issuedOn: any;
  readonly reference: string;
  readonly validUntil: any | null | undefined;
  readonly verificationCode: string;
  readonly " $fragmentType": "IssuedDocumentPanel_document";
};
export type IssuedDocumentPanel_document$key = {
  readonly " $data"?: IssuedDocumentPanel_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssuedDocumentPanel_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssuedDocumentPanel_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verificationCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issuedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "validUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadPath",
      "storageKey": null
    }
  ],
  "type": "IssuedApplicationDocument",
  "abstractKey": null
};

(node as any).hash = "146533c9ecd23a721da9f2e3b9ad69b5";

export default node;

/**
 * @generated SignedSource<<b688d84d507e61b043448edf0bb5d1f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EmailListItem_email$data = {
  readonly id: string;
  readonly isRead: boolean;
  readonly preview: string;
  readonly sentAt: any;
  readonly subject: string;
  readonly " $fragmentType": "EmailListItem_email";
};
export type EmailListItem_email$key = {
  readonly " $data"?: EmailListItem_email$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailListItem_email">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailListItem_email",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRead",
      "storageKey": null
    }
  ],
  "type": "Email",
  "abstractKey": null
};

(node as any).hash = "49c1d46feaf11f713f2eb8425071b6ce";

export default node;

/**
 * @generated SignedSource<<51f15bbae0eae1f630b00ffc354ba59c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MessageView_message$data = {
  readonly applicationName: string;
  readonly attachments: ReadonlyArray<{
    readonly attachmentId: number;
    readonly downloadUrl: string;
    readonly fileName: string;
  }>;
  readonly date: any;
  readonly fromCustomer: boolean;
  readonly id: string;
  readonly text: string;
  readonly unread: boolean;
  readonly " $fragmentType": "MessageView_message";
};
export type MessageView_message$key = {
  readonly " $data"?: MessageView_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageView_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageView_message",
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
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromCustomer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unread",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applicationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ApplicationMessageAttachment",
      "kind": "LinkedField",
      "name": "attachments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attachmentId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ApplicationMessage",
  "abstractKey": null
};

(node as any).hash = "9c9cf0b75affec7758746f1a54650d6d";

export default node;

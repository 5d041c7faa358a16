/**
 * @generated SignedSource<<f713d2024016ed52c1efd600fb2f1a43>>
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
    readonly " $fragmentSpreads": FragmentRefs<"MessageAttachmentLinks_attachments">;
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "MessageAttachmentLinks_attachments"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ApplicationMessage",
  "abstractKey": null
};

(node as any).hash = "808ca3e473c60b5e80ca02d96bdc7312";

export default node;

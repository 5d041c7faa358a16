/**
 * @generated SignedSource<<c35f29faaa039bc589b9a611512bbb9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MessageListItem_message$data = {
  readonly attachments: ReadonlyArray<{
    readonly attachmentId: number;
  }>;
  readonly date: any;
  readonly editable: boolean;
  readonly fromCustomer: boolean;
  readonly id: string;
  readonly preview: string;
  readonly unread: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"EditMessageDialog_message" | "MessageView_message">;
  readonly " $fragmentType": "MessageListItem_message";
};
export type MessageListItem_message$key = {
  readonly " $data"?: MessageListItem_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageListItem_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageListItem_message",
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
      "name": "preview",
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
      "name": "editable",
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MessageView_message"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EditMessageDialog_message"
    }
  ],
  "type": "ApplicationMessage",
  "abstractKey": null
};

(node as any).hash = "ca2179af318a124df245df35dc6e3461";

export default node;

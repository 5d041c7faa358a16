/**
 * @generated SignedSource<<e064541a418c94659276b0fd863fdd66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MessageListItem_message$data = {
  readonly attachments: ReadonlyArray<{
    readonly __typename: "ApplicationMessageAttachment";
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
          "name": "__typename",
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

(node as any).hash = "769ba989641d05055e43e3035fa045fe";

export default node;

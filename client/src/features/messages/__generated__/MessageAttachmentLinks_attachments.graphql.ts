/**
 * @generated SignedSource<<ca9a6f4e6a94225e33ab51ccaef29b60>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MessageAttachmentLinks_attachments$data = ReadonlyArray<{
  readonly attachmentId: number;
  readonly downloadUrl: string;
  readonly fileName: string;
  readonly " $fragmentType": "MessageAttachmentLinks_attachments";
}>;
export type MessageAttachmentLinks_attachments$key = ReadonlyArray<{
  readonly " $data"?: MessageAttachmentLinks_attachments$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageAttachmentLinks_attachments">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MessageAttachmentLinks_attachments",
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
  "type": "ApplicationMessageAttachment",
  "abstractKey": null
};

(node as any).hash = "7562c1539b4f4e80feeedb2c33e681a0";

export default node;

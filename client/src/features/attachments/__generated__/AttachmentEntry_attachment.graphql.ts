/**
 * @generated SignedSource<<04b15c1d1960488dc90f2b858b76ba1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AttachmentEntry_attachment$data = {
  readonly application: {
    readonly name: string;
  } | null | undefined;
  readonly downloadUrl: string | null | undefined;
  readonly fileName: string | null | undefined;
  readonly id: string;
  readonly isMandatory: boolean;
  readonly name: string;
  readonly " $fragmentType": "AttachmentEntry_attachment";
};
export type AttachmentEntry_attachment$key = {
  readonly " $data"?: AttachmentEntry_attachment$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttachmentEntry_attachment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AttachmentEntry_attachment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "isMandatory",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Application",
      "kind": "LinkedField",
      "name": "application",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ApplicationAttachment",
  "abstractKey": null
};
})();

(node as any).hash = "257e5c259287438317f82bd55b32684e";

export default node;

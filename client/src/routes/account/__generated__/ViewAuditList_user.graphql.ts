/**
 * @generated SignedSource<<a0abb62f046363ca81b1c970fa761c46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ViewAuditList_user$data = {
  readonly viewAuditEntries: ReadonlyArray<{
    readonly employeeName: string;
    readonly endedAt: any | null | undefined;
    readonly expiresAt: any;
    readonly reason: string;
    readonly startedAt: any;
  }>;
  readonly " $fragmentType": "ViewAuditList_user";
};
export type ViewAuditList_user$key = {
  readonly " $data"?: ViewAuditList_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ViewAuditList_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ViewAuditList_user",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "ViewAuditEntry",
      "kind": "LinkedField",
      "name": "viewAuditEntries",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "employeeName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endedAt",
          "storageKey": null
        }
      ],
      "storageKey": "viewAuditEntries(first:20)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "27ba5f510fcd95693970c580c8813fff";

export default node;

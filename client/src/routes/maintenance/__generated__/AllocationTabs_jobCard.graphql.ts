/**
 * @generated SignedSource<<9dd48466281a628186a73d180d8db9ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AllocationTabs_jobCard$data = {
  readonly closed: boolean;
  readonly id: string;
  readonly manpower: ReadonlyArray<{
    readonly allocationId: number;
    readonly employeeName: string;
    readonly hours: number;
    readonly overtimeHours: number;
    readonly workDate: any;
  }>;
  readonly storeAllocations: ReadonlyArray<{
    readonly allocationId: number;
    readonly code: string;
    readonly issuedAt: any;
    readonly name: string;
    readonly quantity: number;
    readonly unit: string;
    readonly warehouseName: string;
  }>;
  readonly supportServices: ReadonlyArray<{
    readonly allocationId: number;
    readonly cost: number;
    readonly hours: number;
    readonly quantity: number;
    readonly service: {
      readonly name: string;
    };
    readonly supplier: string;
  }>;
  readonly " $fragmentType": "AllocationTabs_jobCard";
};
export type AllocationTabs_jobCard$key = {
  readonly " $data"?: AllocationTabs_jobCard$data;
  readonly " $fragmentSpreads": FragmentRefs<"AllocationTabs_jobCard">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allocationId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hours",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AllocationTabs_jobCard",
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
      "name": "closed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ManpowerAllocation",
      "kind": "LinkedField",
      "name": "manpower",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "workDate",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overtimeHours",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupportServiceAllocation",
      "kind": "LinkedField",
      "name": "supportServices",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "MaintenanceLookup",
          "kind": "LinkedField",
          "name": "service",
          "plural": false,
          "selections": [
            (v2/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "supplier",
          "storageKey": null
        },
        (v3/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cost",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoreAllocation",
      "kind": "LinkedField",
      "name": "storeAllocations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "warehouseName",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "issuedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "JobCard",
  "abstractKey": null
};
})();

(node as any).hash = "9333c828b276ae5993be2db7b11e4122";

export default node;

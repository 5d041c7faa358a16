/**
 * @generated SignedSource<<5751ca157b64c344ae8bcc64d681707d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type JobCardOriginType = "APPLICATION" | "INVESTIGATION" | "PLANNED" | "PROBLEM_LOG" | "%future added value";
export type JobCardStep = "ASSIGNED" | "CLOSED" | "COMPLETED" | "IN_PROGRESS" | "REFERRED" | "REGISTERED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type JobCardScreen_jobCard$data = {
  readonly activity: {
    readonly lookupId: number;
  } | null | undefined;
  readonly actualHours: number;
  readonly closed: boolean;
  readonly complainType: {
    readonly lookupId: number;
  } | null | undefined;
  readonly condition: {
    readonly lookupId: number;
  } | null | undefined;
  readonly description: string | null | undefined;
  readonly element: {
    readonly code: string;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly elementTypeName: string | null | undefined;
  readonly endsAt: any | null | undefined;
  readonly id: string;
  readonly number: string;
  readonly originRecordId: number | null | undefined;
  readonly originType: JobCardOriginType;
  readonly plannedHours: number | null | undefined;
  readonly startsAt: any;
  readonly station: {
    readonly code: string;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly step: JobCardStep;
  readonly " $fragmentSpreads": FragmentRefs<"AllocationTabs_jobCard" | "ClosePanel_jobCard" | "WorkflowPanel_jobCard">;
  readonly " $fragmentType": "JobCardScreen_jobCard";
};
export type JobCardScreen_jobCard$key = {
  readonly " $data"?: JobCardScreen_jobCard$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobCardScreen_jobCard">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lookupId",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobCardScreen_jobCard",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "step",
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
      "kind": "ScalarField",
      "name": "originType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originRecordId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "plannedHours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actualHours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "elementTypeName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Element",
      "kind": "LinkedField",
      "name": "station",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Element",
      "kind": "LinkedField",
      "name": "element",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "activity",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "condition",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "complainType",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WorkflowPanel_jobCard"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClosePanel_jobCard"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AllocationTabs_jobCard"
    }
  ],
  "type": "JobCard",
  "abstractKey": null
};
})();

(node as any).hash = "90f3b3a26a11d99d3cd85efaf99ac0ed";

export default node;

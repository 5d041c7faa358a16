/**
 * @generated SignedSource<<a4ce19e002c814e56f120cb633af7ba1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type JobCardStep = "ASSIGNED" | "CLOSED" | "COMPLETED" | "IN_PROGRESS" | "REFERRED" | "REGISTERED" | "%future added value";
export type MaintenanceRecordStatus = "CLOSED" | "OPEN" | "%future added value";
export type ProblemPriority = "HIGH" | "LOW" | "MEDIUM" | "URGENT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProblemLogScreen_problemLog$data = {
  readonly description: string;
  readonly element: {
    readonly code: string;
    readonly id: string;
    readonly name: string;
    readonly station: {
      readonly code: string;
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly jobCards: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly jobCardId: number;
        readonly number: string;
        readonly step: JobCardStep;
      };
    }>;
  };
  readonly number: string;
  readonly priority: ProblemPriority;
  readonly problemType: {
    readonly lookupId: number;
  };
  readonly reportedByName: string | null | undefined;
  readonly reportedOn: any;
  readonly status: MaintenanceRecordStatus;
  readonly " $fragmentType": "ProblemLogScreen_problemLog";
};
export type ProblemLogScreen_problemLog$key = {
  readonly " $data"?: ProblemLogScreen_problemLog$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProblemLogScreen_problemLog">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v3 = {
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
  "name": "ProblemLogScreen_problemLog",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "priority",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reportedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reportedByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Element",
      "kind": "LinkedField",
      "name": "element",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Element",
          "kind": "LinkedField",
          "name": "station",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceLookup",
      "kind": "LinkedField",
      "name": "problemType",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lookupId",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "JobCardConnection",
      "kind": "LinkedField",
      "name": "jobCards",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "JobCardEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "JobCard",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "jobCardId",
                  "storageKey": null
                },
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "step",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "jobCards(first:50)"
    }
  ],
  "type": "ProblemLog",
  "abstractKey": null
};
})();

(node as any).hash = "ce33f632c008e975a52f406288deaa5e";

export default node;

/**
 * @generated SignedSource<<2c07ae97f7d4425bd279b9d04fff6a8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type InvestigationSource = "APPLICATION" | "COMPLAINT" | "%future added value";
export type JobCardStep = "ASSIGNED" | "CLOSED" | "COMPLETED" | "IN_PROGRESS" | "REFERRED" | "REGISTERED" | "%future added value";
export type MaintenanceRecordStatus = "CLOSED" | "OPEN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type InvestigationScreen_investigation$data = {
  readonly complainType: {
    readonly lookupId: number;
  };
  readonly createdByName: string | null | undefined;
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
  readonly findings: string | null | undefined;
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
  readonly location: string;
  readonly number: string;
  readonly portalApplicationId: number | null | undefined;
  readonly reportedOn: any;
  readonly source: InvestigationSource;
  readonly status: MaintenanceRecordStatus;
  readonly " $fragmentType": "InvestigationScreen_investigation";
};
export type InvestigationScreen_investigation$key = {
  readonly " $data"?: InvestigationScreen_investigation$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvestigationScreen_investigation">;
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
  "name": "InvestigationScreen_investigation",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "portalApplicationId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "findings",
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
      "name": "createdByName",
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
      "name": "complainType",
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
  "type": "Investigation",
  "abstractKey": null
};
})();

(node as any).hash = "9395748d406231ba5bf63a80008bb80f";

export default node;

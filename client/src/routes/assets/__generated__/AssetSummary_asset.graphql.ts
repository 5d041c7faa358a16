/**
 * @generated SignedSource<<f6666b4e694fdd970bfc4cefd417f56c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssetCategory = "ELECTRICAL_PANEL" | "MOTOR" | "PIPE_SECTION" | "PUMP" | "SCADA_DEVICE" | "TANK" | "VALVE" | "%future added value";
export type AssetStatus = "IN_SERVICE" | "RETIRED" | "STANDBY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AssetSummary_asset$data = {
  readonly assessmentOverdue: boolean;
  readonly category: AssetCategory;
  readonly conditionGrade: number | null | undefined;
  readonly criticality: number;
  readonly element: {
    readonly code: string;
    readonly elementId: number;
    readonly name: string;
    readonly station: {
      readonly code: string;
      readonly name: string;
    } | null | undefined;
  };
  readonly expectedLifeYears: number | null | undefined;
  readonly installedOn: any | null | undefined;
  readonly lastAssessedOn: any | null | undefined;
  readonly make: string | null | undefined;
  readonly model: string | null | undefined;
  readonly nextAssessmentDue: any | null | undefined;
  readonly performanceGrade: number | null | undefined;
  readonly purchaseCost: number | null | undefined;
  readonly remainingLifeYears: number | null | undefined;
  readonly serialNo: string | null | undefined;
  readonly status: AssetStatus;
  readonly " $fragmentType": "AssetSummary_asset";
};
export type AssetSummary_asset$key = {
  readonly " $data"?: AssetSummary_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssetSummary_asset">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v1 = {
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
  "name": "AssetSummary_asset",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
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
      "name": "criticality",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "make",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "model",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serialNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "installedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "purchaseCost",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expectedLifeYears",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "conditionGrade",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "performanceGrade",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remainingLifeYears",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastAssessedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextAssessmentDue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assessmentOverdue",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "elementId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Element",
          "kind": "LinkedField",
          "name": "station",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Asset",
  "abstractKey": null
};
})();

(node as any).hash = "713fbd5435640668fab145cc0d650373";

export default node;

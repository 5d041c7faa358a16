/**
 * @generated SignedSource<<931599a7d6adfd90a4867a1bedb0f3ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type EvaluationPropertyType = "APARTMENT" | "HOUSE" | "OFFICE" | "SHOP" | "%future added value";
export type EvaluationSupplyType = "ELECTRICITY" | "WATER" | "%future added value";
export type EvaluationUsageType = "COMMERCIAL" | "DOMESTIC" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EvaluationSummary_evaluation$data = {
  readonly address: string;
  readonly consentContactByEmail: boolean;
  readonly consentContactBySms: boolean;
  readonly email: string | null | undefined;
  readonly estimatedMonthlyConsumption: number | null | undefined;
  readonly mobileNo: string | null | undefined;
  readonly name: string;
  readonly occupants: number;
  readonly postalCode: string;
  readonly propertyType: EvaluationPropertyType;
  readonly submittedAt: any;
  readonly supplyType: EvaluationSupplyType;
  readonly usageType: EvaluationUsageType;
  readonly " $fragmentType": "EvaluationSummary_evaluation";
};
export type EvaluationSummary_evaluation$key = {
  readonly " $data"?: EvaluationSummary_evaluation$data;
  readonly " $fragmentSpreads": FragmentRefs<"EvaluationSummary_evaluation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EvaluationSummary_evaluation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "submittedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mobileNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postalCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplyType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "propertyType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "usageType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "occupants",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimatedMonthlyConsumption",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "consentContactByEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "consentContactBySms",
      "storageKey": null
    }
  ],
  "type": "CustomerEvaluation",
  "abstractKey": null
};

(node as any).hash = "d69e5dc35f2e759ccfcdaaf12f7843c2";

export default node;

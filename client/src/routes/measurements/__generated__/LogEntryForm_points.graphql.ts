/**
 * @generated SignedSource<<826562c70664551f5ec5ffc7e07e85c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LogParameter = "FLOW" | "OUTLET_PRESSURE" | "RESERVOIR_LEVEL" | "RESIDUAL_CHLORINE" | "RUNNING_HOURS" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LogEntryForm_points$data = ReadonlyArray<{
  readonly decimals: number;
  readonly element: {
    readonly code: string;
    readonly name: string;
  };
  readonly id: string;
  readonly latestEntry: {
    readonly outOfRange: boolean;
    readonly takenAt: any;
    readonly value: number;
  } | null | undefined;
  readonly maximum: number;
  readonly minimum: number;
  readonly parameter: LogParameter;
  readonly unit: string;
  readonly " $fragmentSpreads": FragmentRefs<"LogHistory_point">;
  readonly " $fragmentType": "LogEntryForm_points";
}>;
export type LogEntryForm_points$key = ReadonlyArray<{
  readonly " $data"?: LogEntryForm_points$data;
  readonly " $fragmentSpreads": FragmentRefs<"LogEntryForm_points">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "LogEntryForm_points",
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
      "name": "parameter",
      "storageKey": null
    },
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
      "name": "minimum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maximum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decimals",
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LogEntry",
      "kind": "LinkedField",
      "name": "latestEntry",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "takenAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outOfRange",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LogHistory_point"
    }
  ],
  "type": "LogPoint",
  "abstractKey": null
};

(node as any).hash = "022e02280298a268b90f0c76e5abddf2";

export default node;

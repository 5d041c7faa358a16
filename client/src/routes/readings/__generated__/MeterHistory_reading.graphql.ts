/**
 * @generated SignedSource<<e03356eea741db0067da9ab80e050e01>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MeterReadingReason = "CUSTOMER" | "ESTIMATED" | "FINAL" | "REGULAR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MeterHistory_reading$data = {
  readonly clockedOver: boolean;
  readonly consumption: number;
  readonly photoUrl: string | null | undefined;
  readonly readAt: any;
  readonly reading: number;
  readonly reason: MeterReadingReason;
  readonly " $fragmentType": "MeterHistory_reading";
};
export type MeterHistory_reading$key = {
  readonly " $data"?: MeterHistory_reading$data;
  readonly " $fragmentSpreads": FragmentRefs<"MeterHistory_reading">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MeterHistory_reading",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readAt",
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
      "name": "reading",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "consumption",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clockedOver",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "photoUrl",
      "storageKey": null
    }
  ],
  "type": "MeterReading",
  "abstractKey": null
};

(node as any).hash = "3409a86e0bcf874c9185e4c0a3fff17f";

export default node;

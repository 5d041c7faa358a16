/**
 * @generated SignedSource<<f8899541520977e8950822e6126825e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PropertyType = "APARTMENT" | "HOUSE" | "OFFICE" | "PLOT" | "SHOP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PropertyDetails_property$data = {
  readonly address: string;
  readonly ownerName: string;
  readonly plot: string | null | undefined;
  readonly propertyType: PropertyType | null | undefined;
  readonly reference: string;
  readonly tariffs: ReadonlyArray<string>;
  readonly tenantName: string | null | undefined;
  readonly " $fragmentType": "PropertyDetails_property";
};
export type PropertyDetails_property$key = {
  readonly " $data"?: PropertyDetails_property$data;
  readonly " $fragmentSpreads": FragmentRefs<"PropertyDetails_property">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PropertyDetails_property",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reference",
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
      "name": "plot",
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
      "name": "ownerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tenantName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tariffs",
      "storageKey": null
    }
  ],
  "type": "Property",
  "abstractKey": null
};

(node as any).hash = "3107de42a00aabc76e1711d8094e100d";

export default node;

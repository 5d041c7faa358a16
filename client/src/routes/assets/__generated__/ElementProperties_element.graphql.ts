/**
 * @generated SignedSource<<67b9539301845622f5bbca1bd752fb76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ElementPropertyType = "DATE" | "DECIMAL" | "INTEGER" | "LOOKUP" | "TEXT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ElementProperties_element$data = {
  readonly properties: ReadonlyArray<{
    readonly definitionId: number;
    readonly displayValue: string | null | undefined;
    readonly groupName: string;
    readonly name: string;
    readonly number: number;
    readonly type: ElementPropertyType;
    readonly unit: string | null | undefined;
    readonly value: string | null | undefined;
  }>;
  readonly " $fragmentType": "ElementProperties_element";
};
export type ElementProperties_element$key = {
  readonly " $data"?: ElementProperties_element$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementProperties_element">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ElementProperties_element",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ElementProperty",
      "kind": "LinkedField",
      "name": "properties",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "definitionId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "groupName",
          "storageKey": null
        },
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
          "name": "name",
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
          "name": "type",
          "storageKey": null
        },
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
          "name": "displayValue",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Element",
  "abstractKey": null
};

(node as any).hash = "677a7dedd756fa0d63fd3545f8c46d2f";

export default node;

/**
 * @generated SignedSource<<aad00c85b686e4a97f673e5eb8eaf9bf>>
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
    readonly name: string;
    readonly number: number;
    readonly type: ElementPropertyType;
    readonly unit: string | null | undefined;
    readonly value: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"propertyGroups_property">;
  }>;
  readonly " $fragmentType": "ElementProperties_element";
};
export type ElementProperties_element$key = {
  readonly " $data"?: ElementProperties_element$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementProperties_element">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
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
          "kind": "InlineDataFragmentSpread",
          "name": "propertyGroups_property",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "groupName",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "args": null,
          "argumentDefinitions": []
        },
        (v0/*:: as any*/),
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
})();

(node as any).hash = "0f31671f5d0d65fcd656a6a87ddd637f";

export default node;

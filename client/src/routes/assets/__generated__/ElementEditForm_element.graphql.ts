/**
 * @generated SignedSource<<b2e3636c2819d0b06dd5f1cfd867705e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ElementPropertyType = "DATE" | "DECIMAL" | "INTEGER" | "LOOKUP" | "TEXT" | "%future added value";
export type ElementStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ElementEditForm_element$data = {
  readonly id: string;
  readonly name: string;
  readonly properties: ReadonlyArray<{
    readonly definitionId: number;
    readonly isMandatory: boolean;
    readonly name: string;
    readonly number: number;
    readonly options: ReadonlyArray<{
      readonly itemId: number;
      readonly name: string;
    }>;
    readonly type: ElementPropertyType;
    readonly unit: string | null | undefined;
    readonly value: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"propertyGroups_property">;
  }>;
  readonly status: ElementStatus;
  readonly " $fragmentType": "ElementEditForm_element";
};
export type ElementEditForm_element$key = {
  readonly " $data"?: ElementEditForm_element$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementEditForm_element">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
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
  "name": "ElementEditForm_element",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
            (v1/*:: as any*/)
          ],
          "args": null,
          "argumentDefinitions": []
        },
        (v1/*:: as any*/),
        (v0/*:: as any*/),
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
          "name": "isMandatory",
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
          "concreteType": "ElementPropertyOption",
          "kind": "LinkedField",
          "name": "options",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "itemId",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
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

(node as any).hash = "9478bec4e716ace2c4ca70fc0b34f256";

export default node;

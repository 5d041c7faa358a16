/**
 * @generated SignedSource<<fcb9c05b2e1e0ff7140371093600c9a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StationTree_stations$data = ReadonlyArray<{
  readonly code: string;
  readonly id: string;
  readonly name: string;
  readonly town: string;
  readonly type: {
    readonly name: string;
  };
  readonly " $fragmentType": "StationTree_stations";
}>;
export type StationTree_stations$key = ReadonlyArray<{
  readonly " $data"?: StationTree_stations$data;
  readonly " $fragmentSpreads": FragmentRefs<"StationTree_stations">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "StationTree_stations",
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
      "name": "code",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "town",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ElementType",
      "kind": "LinkedField",
      "name": "type",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Element",
  "abstractKey": null
};
})();

(node as any).hash = "12b4efd8a75ab75d25afa1c8c9246157";

export default node;

/**
 * @generated SignedSource<<844834258a1307ad632a987ffb8fe349>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NewCustomerDetailsCard_application$data = {
  readonly newCustomerDetails: {
    readonly customValues: ReadonlyArray<{
      readonly customFieldId: number;
      readonly groupName: string;
      readonly name: string;
      readonly value: string;
    }>;
    readonly fields: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
    readonly submittedOn: any;
  } | null | undefined;
  readonly " $fragmentType": "NewCustomerDetailsCard_application";
};
export type NewCustomerDetailsCard_application$key = {
  readonly " $data"?: NewCustomerDetailsCard_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewCustomerDetailsCard_application">;
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
  "name": "value",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewCustomerDetailsCard_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NewCustomerApplicationDetails",
      "kind": "LinkedField",
      "name": "newCustomerDetails",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "NewCustomerApplicationField",
          "kind": "LinkedField",
          "name": "fields",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "NewCustomerCustomValue",
          "kind": "LinkedField",
          "name": "customValues",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "customFieldId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "groupName",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
};
})();

(node as any).hash = "5a47985de331f3e8ed5d49a10ac75170";

export default node;

/**
 * @generated SignedSource<<eb2ca757604007064c181c687229d26f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DebtCaseStatus = "CLOSED" | "ON_HOLD" | "OPEN" | "%future added value";
export type PaymentAgreementStatus = "ACTIVE" | "BROKEN" | "CANCELLED" | "COMPLETED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AgreementForm_debtCase$data = {
  readonly activeAgreement: {
    readonly bankId: number | null | undefined;
    readonly bankName: string | null | undefined;
    readonly id: string;
    readonly instalmentAmount: {
      readonly amount: string;
    };
    readonly instalmentCount: number;
    readonly maskedIban: string | null | undefined;
    readonly paidInstalmentCount: number;
    readonly paymentPhone: string | null | undefined;
    readonly reference: string;
    readonly startDate: any;
    readonly status: PaymentAgreementStatus;
  } | null | undefined;
  readonly balance: {
    readonly amount: string;
    readonly currencySymbol: string;
  };
  readonly id: string;
  readonly status: DebtCaseStatus;
  readonly " $fragmentType": "AgreementForm_debtCase";
};
export type AgreementForm_debtCase$key = {
  readonly " $data"?: AgreementForm_debtCase$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgreementForm_debtCase">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgreementForm_debtCase",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "balance",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currencySymbol",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentAgreement",
      "kind": "LinkedField",
      "name": "activeAgreement",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "instalmentCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "instalmentAmount",
          "plural": false,
          "selections": [
            (v2/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paidInstalmentCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bankId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bankName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maskedIban",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paymentPhone",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DebtCase",
  "abstractKey": null
};
})();

(node as any).hash = "e17bd7ec9177472c79d365f35c98808c";

export default node;

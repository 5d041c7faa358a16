/**
 * @generated SignedSource<<586e5f80f19fe15e7789b12825771abf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApplicationFieldKind = "ADDRESS" | "DATE" | "DECIMAL" | "EMAIL" | "EMAIL_LIST" | "IBAN" | "LONG_TEXT" | "LOOKUP" | "MAP_POINT" | "NUMBER" | "PHONE" | "PHONE_LIST" | "PLOT" | "TEXT" | "YES_NO" | "%future added value";
export type ApplicationPhoneType = "ANY" | "LANDLINE" | "MOBILE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type familyDefinitionFieldShape$data = {
  readonly check: string | null | undefined;
  readonly decimals: number | null | undefined;
  readonly hint: string | null | undefined;
  readonly insidePlotsOf: string | null | undefined;
  readonly key: string;
  readonly kind: ApplicationFieldKind;
  readonly label: string;
  readonly lockedAfterSubmitMetres: number | null | undefined;
  readonly lookup: string | null | undefined;
  readonly max: number | null | undefined;
  readonly maxLength: number | null | undefined;
  readonly min: number | null | undefined;
  readonly notAfter: string | null | undefined;
  readonly notBefore: string | null | undefined;
  readonly parent: string | null | undefined;
  readonly parentLookup: string | null | undefined;
  readonly phoneType: ApplicationPhoneType | null | undefined;
  readonly required: boolean;
  readonly visibleWhen: {
    readonly equals: ReadonlyArray<string>;
    readonly field: string;
  } | null | undefined;
  readonly " $fragmentType": "familyDefinitionFieldShape";
};
export type familyDefinitionFieldShape$key = {
  readonly " $data"?: familyDefinitionFieldShape$data;
  readonly " $fragmentSpreads": FragmentRefs<"familyDefinitionFieldShape">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "familyDefinitionFieldShape",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "required",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "min",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "max",
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
      "kind": "ScalarField",
      "name": "maxLength",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notBefore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notAfter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lookup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "parent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phoneType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ApplicationFieldCondition",
      "kind": "LinkedField",
      "name": "visibleWhen",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "equals",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "check",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "parentLookup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "insidePlotsOf",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lockedAfterSubmitMetres",
      "storageKey": null
    }
  ],
  "type": "ApplicationField",
  "abstractKey": null
};

(node as any).hash = "5104a690dda31c5822556602d8f37670";

export default node;

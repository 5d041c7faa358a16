/**
 * @generated SignedSource<<9e3a4aca89b2197a904b0c34028f2168>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type ApplicationCrossRuleKind = "BOTH_OR_NEITHER" | "CUSTOM" | "DATE_ORDER" | "NOT_ABOVE" | "UNIQUE" | "%future added value";
export type ApplicationFieldKind = "ADDRESS" | "DATE" | "DECIMAL" | "EMAIL" | "EMAIL_LIST" | "IBAN" | "LONG_TEXT" | "LOOKUP" | "MAP_POINT" | "NUMBER" | "PHONE" | "PHONE_LIST" | "PLOT" | "TEXT" | "YES_NO" | "%future added value";
export type ApplicationPhoneType = "ANY" | "LANDLINE" | "MOBILE" | "%future added value";
export type IssuedDocumentKind = "AUTHORIZATION" | "CERTIFICATE" | "LICENCE" | "PERMIT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type familyDefinition_family$data = {
  readonly applicationType: number;
  readonly code: string;
  readonly documents: ReadonlyArray<{
    readonly hint: string | null | undefined;
    readonly key: string;
    readonly label: string;
    readonly mandatory: boolean;
  }>;
  readonly fee: {
    readonly amount: {
      readonly amount: string;
      readonly currencySymbol: string;
    };
    readonly payBeforeIssue: boolean;
  } | null | undefined;
  readonly issuedDocumentKind: IssuedDocumentKind;
  readonly issuedDocumentTitle: string;
  readonly lookups: ReadonlyArray<{
    readonly key: string;
    readonly options: ReadonlyArray<{
      readonly label: string;
      readonly parent: string | null | undefined;
      readonly value: string;
    }>;
  }>;
  readonly name: string;
  readonly rules: ReadonlyArray<{
    readonly fields: ReadonlyArray<string>;
    readonly kind: ApplicationCrossRuleKind;
    readonly maxDays: number | null | undefined;
    readonly name: string | null | undefined;
  }>;
  readonly steps: ReadonlyArray<{
    readonly fields: ReadonlyArray<{
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
    }>;
    readonly groups: ReadonlyArray<{
      readonly employeeValidation: boolean;
      readonly fields: ReadonlyArray<{
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
      }>;
      readonly itemLabel: string;
      readonly key: string;
      readonly label: string;
      readonly maxItems: number;
      readonly minItems: number;
    }>;
    readonly guide: string | null | undefined;
    readonly key: string;
    readonly title: string;
  }>;
  readonly summary: string;
  readonly validityMonths: number | null | undefined;
  readonly visitorAllowed: boolean;
  readonly " $fragmentType": "familyDefinition_family";
};
export type familyDefinition_family$key = {
  readonly " $data"?: familyDefinition_family$data;
  readonly " $fragmentSpreads": FragmentRefs<"familyDefinition_family">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "familyDefinition_family"
};

(node as any).hash = "c5844ab90813a5978937272cbb7a6d8c";

export default node;

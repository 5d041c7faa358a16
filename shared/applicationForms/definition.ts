/**
 * An application family (`002 §1`: drilling, water extraction, tanker entry permit…) as data: its steps,
 * fields, rules, documents, fee and issued document. The reference utility API owns the definitions
 * (utility-api/src/families/) and serves them in the request's language; the gateway exposes them typed;
 * the client's one wizard renders any of them. The rules are checked by one implementation
 * (./validate.ts) in all three tiers. docs/applicationFamilies.md describes the whole engine.
 */

/** `002 §9`: number fields accept 0 to 999,999,999. */
export const NUMBER_FIELD_MIN = 0;
export const NUMBER_FIELD_MAX = 999_999_999;
/** Hard caps that keep one application's values bounded, whatever a definition says. */
export const MAX_TEXT_LENGTH = 2_000;
export const DEFAULT_TEXT_LENGTH = 200;
export const MAX_GROUP_ITEMS = 50;
export const MAX_VALUES = 2_000;
/** The application types a family may have (`applicationType`): apart from the utility's other applications. */
export const FAMILY_APPLICATION_TYPE_MIN = 31;
export const FAMILY_APPLICATION_TYPE_MAX = 49;
export const isFamilyApplicationType = (type: number): boolean => type >= FAMILY_APPLICATION_TYPE_MIN && type <= FAMILY_APPLICATION_TYPE_MAX;

export const FIELD_KINDS = [
  'text',
  'longText',
  'number',
  'decimal',
  'date',
  'lookup',
  'yesNo',
  'email',
  'emailList',
  'phone',
  'phoneList',
  'address',
  'iban',
  /** A land plot by its cadastral reference (./plots.ts), its area looked up in the cadastre. */
  'plot',
  /** A point on the map, `<latitude>,<longitude>` in degrees (EPSG:4326). */
  'mapPoint',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** The parts of an `address` field, each stored under `<field>.<part>` (in a group item `<group>.<i>.<field>.<part>`). */
export const ADDRESS_PARTS = ['street', 'postcode', 'city'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** `002 §5` (supplier offer): a phone is 8 digits, a mobile begins with 9 and a landline with 2. */
export type PhoneType = 'mobile' | 'landline' | 'any';

/** A field shown only while another field of the same scope (step, or group item) has one of these values. */
interface VisibleWhen {
  field: string;
  equals: readonly string[];
}

export interface FieldDefinition {
  /** Path segment of the value: letters and digits, unique in its step or group. */
  id: string;
  kind: FieldKind;
  label: string;
  hint?: string;
  required: boolean;
  /** number, decimal: bounds within 0–999,999,999; date: see notBefore/notAfter. */
  min?: number;
  max?: number;
  /** decimal: digits after the point (default 2). */
  decimals?: number;
  /** text, longText: at most this many characters (default 200 and 2,000; never above 2,000). */
  maxLength?: number;
  /** date: `today` or a `YYYY-MM-DD` day the value may not precede / exceed. */
  notBefore?: string;
  notAfter?: string;
  /** lookup: id of one of the family's lookups. */
  lookup?: string;
  /** lookup: id of the field (same scope) whose value the options' `parent` must equal. */
  parent?: string;
  /** phone, phoneList. */
  phoneType?: PhoneType;
  visibleWhen?: VisibleWhen;
  /** Name of a custom rule of ./customRules.ts the value must also pass. */
  check?: string;
  /** plot: id of the lookup of districts; `lookup` then holds the municipalities, each with its district as parent. */
  parentLookup?: string;
  /** mapPoint: `<group>.<field>` of plot fields; the point must lie in one of those plots' areas. */
  insidePlotsOf?: string;
  /**
   * mapPoint: once the application was submitted, the point may move at most this many metres (geodesic)
   * from where it was submitted; further needs a new application (`002 §9`).
   */
  lockedAfterSubmitMetres?: number;
}

/** A repeatable group (applicants, meters, vehicles…): item `i` stores field `f` under `<group>.<i>.<f>`. */
export interface GroupDefinition {
  id: string;
  label: string;
  /** What one item is called ("Applicant"), for the "Add" button and item headings. */
  itemLabel: string;
  minItems: number;
  maxItems: number;
  fields: readonly FieldDefinition[];
  /** Each item needs an employee's decision (validated, or refused with a reason) before the application is approved. */
  employeeValidation?: boolean;
}

export interface StepDefinition {
  id: string;
  title: string;
  /** The guide note shown beside the step. */
  guide?: string;
  fields: readonly FieldDefinition[];
  groups: readonly GroupDefinition[];
}

/** Rules across fields. Field references are step field ids, or `<group>.<field>` for every item of a group. */
export type CrossRule =
  /** `002 §5`: plot number and sheet/plan both filled or both empty. */
  | { kind: 'bothOrNeither'; fields: readonly [string, string] }
  /** A period: `to` not before `from`, and at most `maxDays` long when given. */
  | { kind: 'dateOrder'; from: string; to: string; maxDays?: number }
  /** `002 §5`: a value unique among a group's items (meter number unique per meter). */
  | { kind: 'unique'; group: string; field: string }
  /** A number not above another (a requested volume within the licensed one). */
  | { kind: 'notAbove'; field: string; limit: string }
  /** A rule of ./customRules.ts across several fields. */
  | { kind: 'custom'; name: string; fields: readonly string[] };
export type CrossRuleKind = CrossRule['kind'];

export interface LookupOption {
  value: string;
  label: string;
  /** The parent field's value this option belongs to (municipalities of a district). */
  parent?: string;
}

export interface LookupDefinition {
  id: string;
  options: readonly LookupOption[];
  /** The options come from a register of the utility, read per request (licensed drillers), not from the definition. */
  register?: string;
}

export interface DocumentDefinition {
  id: string;
  label: string;
  hint?: string;
  mandatory: boolean;
}

export interface FeeDefinition {
  /** Decimal amount with two digits, e.g. "150.00". */
  amount: string;
  currency: string;
  /** `002 §4`: a payment must be made before some applications can be issued. */
  payBeforeIssue: boolean;
}

export type IssuedDocumentKind = 'licence' | 'permit' | 'authorization' | 'certificate';

interface IssuedDocumentDefinition {
  kind: IssuedDocumentKind;
  /** Title printed on the document. */
  title: string;
  /** How long the issued document is valid, or null when it does not expire. */
  validityMonths: number | null;
}

export interface FamilyDefinition {
  /** Stable code: letters, e.g. `waterExtraction`. */
  code: string;
  /** The application type number of the family's applications (`/app/{type}/{id}`). */
  applicationType: number;
  name: string;
  summary: string;
  /** Visitors may apply without signing in. */
  visitorAllowed: boolean;
  steps: readonly StepDefinition[];
  rules: readonly CrossRule[];
  documents: readonly DocumentDefinition[];
  lookups: readonly LookupDefinition[];
  fee: FeeDefinition | null;
  issues: IssuedDocumentDefinition;
}

/** An application's values: path → value as typed, `YYYY-MM-DD` for dates, `yes`/`no`, decimals with a point. */
export type FieldValues = Readonly<Record<string, string>>;

/** The path of a step field, a group item's field, or an address part. */
export const groupPath = (group: string, index: number, field: string): string => `${group}.${index}.${field}`;
export const addressPath = (field: string, part: AddressPart): string => `${field}.${part}`;

/**
 * How an application family is written down (`definitions/<code>.json`): the structure of
 * shared/applicationForms/definition.ts without its texts, and the texts in the four languages beside
 * it, by key. The API serves a family in the request's language (docs/applicationFamilies.md).
 *
 * Text keys: `name`, `summary`, `issues.title`, `steps.<step>.title`, `steps.<step>.guide`,
 * `fields.<field>.label` / `.hint` for a step's field, `fields.<group>.<field>.label` / `.hint` for a
 * group's field, `groups.<group>.label` / `.itemLabel`, `documents.<id>.label` / `.hint`,
 * `lookups.<lookup>.<value>` for a lookup option. Every key used must exist in every language.
 */
import type {
  CrossRule,
  DocumentDefinition,
  FeeDefinition,
  FieldDefinition,
  GroupDefinition,
  IssuedDocumentKind,
  LookupOption,
  StepDefinition,
} from '../../../shared/applicationForms/definition.ts';
import type { CatalogLanguage } from '../../../shared/i18n/catalog.ts';

type Untexted<T, Keys extends keyof T> = Omit<T, Keys>;

export type FieldSource = Untexted<FieldDefinition, 'label' | 'hint'>;
type GroupSource = Untexted<GroupDefinition, 'label' | 'itemLabel' | 'fields'> & { fields: readonly FieldSource[] };
type StepSource = Untexted<StepDefinition, 'title' | 'guide' | 'fields' | 'groups'> & {
  fields: readonly FieldSource[];
  groups: readonly GroupSource[];
};

interface LookupSource {
  id: string;
  /** The options of the family; or, with `shared`, the options of `lookups/<shared>.json`. */
  options?: readonly Untexted<LookupOption, 'label'>[];
  shared?: string;
  /** Or the options of a register of the utility, read per request (routes/applicationFamilies/registers.ts). */
  register?: string;
}

export interface FamilySource {
  code: string;
  applicationType: number;
  visitorAllowed: boolean;
  steps: readonly StepSource[];
  rules: readonly CrossRule[];
  documents: readonly Untexted<DocumentDefinition, 'label' | 'hint'>[];
  lookups: readonly LookupSource[];
  fee: FeeDefinition | null;
  issues: { kind: IssuedDocumentKind; validityMonths: number | null };
  texts: Readonly<Record<CatalogLanguage, Readonly<Record<string, string>>>>;
}

/** A lookup shared by families (`lookups/<id>.json`): the districts and municipalities of the country. */
export interface SharedLookupSource {
  id: string;
  options: readonly Untexted<LookupOption, 'label'>[];
  /** Option labels by language and value. */
  texts: Readonly<Record<CatalogLanguage, Readonly<Record<string, string>>>>;
}

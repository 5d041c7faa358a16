/**
 * The structure checks a family definition must pass before the API starts (docs/applicationFamilies.md):
 * a broken definition stops the start with a message naming the file's code and the fault, rather than
 * failing on the first applicant who reaches it.
 */
import { FAMILY_APPLICATION_TYPE_MAX, FAMILY_APPLICATION_TYPE_MIN, FIELD_KINDS, type CrossRule } from '../../../shared/applicationForms/definition.ts';
import { CUSTOM_RULES } from '../../../shared/applicationForms/customRules.ts';
import { CATALOG_LANGUAGES } from '../../../shared/i18n/catalog.ts';
import type { FieldSource, FamilySource, SharedLookupSource } from './source.ts';

/** The registers a lookup may take its options from (routes/applicationFamilies/registers.ts). */
const FAMILY_REGISTERS: readonly string[] = ['licensedDrillers'];

/** Application types of families (migration 014 keeps 1–20 for the other applications). */
const ISSUED_KINDS = ['licence', 'permit', 'authorization', 'certificate'];
const ID = /^[A-Za-z][A-Za-z0-9]*$/;
const CODE = /^[A-Za-z]+$/;
const AMOUNT = /^\d{1,7}\.\d{2}$/;

/** A list of a definition read from JSON, which may lack it. */
const list = <T>(value: readonly T[] | undefined): readonly T[] => value ?? [];

function duplicates<T>(ids: readonly T[]): T[] {
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

/** The text keys a family uses, by the rules of ./source.ts. */
function requiredTextKeys(family: FamilySource): string[] {
  const keys = ['name', 'summary', 'issues.title'];
  for (const step of family.steps) {
    keys.push(`steps.${step.id}.title`, ...step.fields.map((field) => `fields.${field.id}.label`));
    for (const group of step.groups) {
      keys.push(`groups.${group.id}.label`, `groups.${group.id}.itemLabel`, ...group.fields.map((field) => `fields.${group.id}.${field.id}.label`));
    }
  }
  keys.push(...family.documents.map((document) => `documents.${document.id}.label`));
  for (const lookup of family.lookups) keys.push(...(lookup.options ?? []).map((option) => `lookups.${lookup.id}.${option.value}`));
  return keys;
}

/** Every language has the keys the family uses and the same keys as English (optional hints included). */
function textProblems(texts: FamilySource['texts'] | undefined, required: readonly string[]): string[] {
  if (texts === undefined) return ['has no texts'];
  const problems: string[] = [];
  const english = Object.keys(texts.en ?? {});
  for (const language of CATALOG_LANGUAGES) {
    const own = texts[language] ?? {};
    const missing = [...new Set([...required, ...english])].filter((key) => typeof own[key] !== 'string' || own[key].trim() === '');
    if (missing.length > 0) problems.push(`misses texts in ${language}: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? '…' : ''}`);
    const extra = Object.keys(own).filter((key) => !english.includes(key));
    if (extra.length > 0) problems.push(`has texts in ${language} that English lacks: ${extra.slice(0, 5).join(', ')}`);
  }
  return problems;
}

function fieldProblems(fields: readonly FieldSource[], scope: string, lookups: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const ids = fields.map((field) => field.id);
  for (const id of duplicates(ids)) problems.push(`${scope}: field ${id} twice`);
  for (const field of fields) {
    const at = `${scope}.${field.id}`;
    if (!ID.test(field.id ?? '')) problems.push(`${at}: id must be letters and digits`);
    if (!(FIELD_KINDS as readonly string[]).includes(field.kind)) problems.push(`${at}: unknown kind ${String(field.kind)}`);
    if (typeof field.required !== 'boolean') problems.push(`${at}: required must be true or false`);
    if (field.kind === 'lookup' && !lookups.has(field.lookup ?? '')) problems.push(`${at}: lookup ${String(field.lookup)} is not a lookup of the family`);
    if (field.parent !== undefined && !ids.includes(field.parent)) problems.push(`${at}: parent ${field.parent} is not a field beside it`);
    if (field.visibleWhen !== undefined && !ids.includes(field.visibleWhen.field)) problems.push(`${at}: visibleWhen names ${field.visibleWhen.field}, not a field beside it`);
    if (field.check !== undefined && CUSTOM_RULES[field.check]?.value === undefined) problems.push(`${at}: check ${field.check} is not a rule of customRules.ts`);
    if (field.kind === 'plot' && !(lookups.has(field.lookup ?? '') && lookups.has(field.parentLookup ?? ''))) problems.push(`${at}: a plot needs lookup (municipalities) and parentLookup (districts) of the family`);
  }
  return problems;
}

/** A map point's plots name a plot field of a group (`<group>.<field>`); only map points take the point's options. */
function pointProblems(family: FamilySource): string[] {
  const problems: string[] = [];
  const groups = family.steps.flatMap((step) => step.groups ?? []);
  for (const field of family.steps.flatMap((step) => [...list(step.fields), ...list(step.groups).flatMap((group) => group.fields)])) {
    if (field.kind !== 'mapPoint') {
      if (field.insidePlotsOf !== undefined || field.lockedAfterSubmitMetres !== undefined) problems.push(`field ${field.id}: insidePlotsOf and lockedAfterSubmitMetres are for map points`);
      continue;
    }
    const [group, plot] = (field.insidePlotsOf ?? '').split('.');
    const target = groups.find((candidate) => candidate.id === group)?.fields.find((candidate) => candidate.id === plot);
    if (field.insidePlotsOf !== undefined && target?.kind !== 'plot') problems.push(`field ${field.id}: insidePlotsOf ${field.insidePlotsOf} is not a plot field of a group`);
    if (field.lockedAfterSubmitMetres !== undefined && !(field.lockedAfterSubmitMetres > 0)) problems.push(`field ${field.id}: lockedAfterSubmitMetres must be above 0`);
  }
  return problems;
}

function ruleProblems(rule: CrossRule, references: ReadonlySet<string>): string[] {
  const named =
    rule.kind === 'bothOrNeither' ? [...rule.fields]
    : rule.kind === 'dateOrder' ? [rule.from, rule.to]
    : rule.kind === 'unique' ? [`${rule.group}.${rule.field}`]
    : rule.kind === 'notAbove' ? [rule.field, rule.limit]
    : rule.kind === 'custom' ? [...rule.fields]
    : [];
  if (named.length === 0) return [`rule of unknown kind ${String((rule as { kind: unknown }).kind)}`];
  const problems = named.filter((reference) => !references.has(reference)).map((reference) => `rule ${rule.kind} names unknown field ${reference}`);
  if (rule.kind === 'custom' && CUSTOM_RULES[rule.name]?.across === undefined) problems.push(`rule custom ${rule.name} is not a rule of customRules.ts`);
  return problems;
}

function familyProblems(family: FamilySource, sharedLookups: ReadonlyMap<string, SharedLookupSource>): string[] {
  // Checked as unknown: narrowing the typed lists with Array.isArray would widen their items to any.
  const lists: unknown[] = [family.steps, family.documents, family.lookups, family.rules];
  if (!lists.every((value) => Array.isArray(value))) {
    return ['needs steps, rules, documents and lookups lists'];
  }
  const problems: string[] = [];
  if (!Number.isInteger(family.applicationType) || family.applicationType < FAMILY_APPLICATION_TYPE_MIN || family.applicationType > FAMILY_APPLICATION_TYPE_MAX) {
    problems.push(`applicationType must be ${FAMILY_APPLICATION_TYPE_MIN}–${FAMILY_APPLICATION_TYPE_MAX}`);
  }
  if (typeof family.visitorAllowed !== 'boolean') problems.push('visitorAllowed must be true or false');
  if (family.steps.length === 0) problems.push('has no step');
  const lookupIds = family.lookups.map((lookup) => lookup.id);
  for (const id of duplicates(lookupIds)) problems.push(`lookup ${id} twice`);
  for (const lookup of family.lookups) {
    if (lookup.shared !== undefined && !sharedLookups.has(lookup.shared)) problems.push(`lookup ${lookup.id}: shared lookup ${lookup.shared} does not exist`);
    if (lookup.register !== undefined && !FAMILY_REGISTERS.includes(lookup.register)) problems.push(`lookup ${lookup.id}: register ${lookup.register} does not exist`);
    if (lookup.shared === undefined && lookup.register === undefined && !Array.isArray(lookup.options)) problems.push(`lookup ${lookup.id} has neither options, shared nor register`);
  }
  const lookups = new Set(lookupIds);
  const references = new Set<string>();
  const scopeIds: string[] = [];
  for (const step of family.steps) {
    problems.push(...fieldProblems(list(step.fields), `step ${step.id}`, lookups));
    scopeIds.push(...list(step.fields).map((field) => field.id), ...list(step.groups).map((group) => group.id));
    list(step.fields).forEach((field) => references.add(field.id));
    for (const group of step.groups ?? []) {
      problems.push(...fieldProblems(list(group.fields), `group ${group.id}`, lookups));
      if (!(group.minItems >= 0 && group.maxItems >= Math.max(group.minItems, 1))) problems.push(`group ${group.id}: minItems/maxItems out of order`);
      list(group.fields).forEach((field) => references.add(`${group.id}.${field.id}`));
    }
  }
  // Paths begin with a step field's or a group's id, whatever its step: those are unique across steps.
  for (const id of duplicates(scopeIds)) problems.push(`id ${id} used twice among step fields and groups`);
  for (const id of duplicates(family.steps.map((step) => step.id))) problems.push(`step ${id} twice`);
  for (const rule of family.rules) problems.push(...ruleProblems(rule, references));
  problems.push(...pointProblems(family));
  for (const id of duplicates(family.documents.map((document) => document.id))) problems.push(`document ${id} twice`);
  if (family.fee !== null && (family.fee === undefined || !AMOUNT.test(family.fee.amount) || !family.fee.currency || typeof family.fee.payBeforeIssue !== 'boolean')) {
    problems.push('fee must be null or { amount: "150.00", currency, payBeforeIssue }');
  }
  if (!family.issues || !ISSUED_KINDS.includes(family.issues.kind)) problems.push(`issues.kind must be one of ${ISSUED_KINDS.join(', ')}`);
  else if (family.issues.validityMonths !== null && !(Number.isInteger(family.issues.validityMonths) && family.issues.validityMonths > 0)) {
    problems.push('issues.validityMonths must be null or a positive whole number');
  }
  problems.push(...textProblems(family.texts, requiredTextKeys(family)));
  return problems;
}

/** Every fault of the definitions, each prefixed with the family's code; empty when they are sound. */
export function sourceProblems(families: readonly FamilySource[], sharedLookups: readonly SharedLookupSource[]): string[] {
  const shared = new Map(sharedLookups.map((lookup) => [lookup.id, lookup]));
  const problems: string[] = [];
  for (const lookup of sharedLookups) {
    problems.push(...textProblems(lookup.texts, lookup.options.map((option) => option.value)).map((problem) => `lookup ${lookup.id} ${problem}`));
  }
  for (const code of duplicates(families.map((family) => family.code))) problems.push(`family ${code} defined twice`);
  for (const type of duplicates(families.map((family) => family.applicationType))) problems.push(`applicationType ${type} used by two families`);
  for (const family of families) {
    if (!CODE.test(family.code ?? '')) problems.push(`family ${String(family.code)}: code must be letters only`);
    else problems.push(...familyProblems(family, shared).map((problem) => `family ${family.code}: ${problem}`));
  }
  return problems;
}

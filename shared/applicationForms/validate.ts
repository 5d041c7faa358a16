/**
 * The one implementation of an application family's rules (./definition.ts): the client runs it as the
 * user types and before each step, the reference utility API on every save and submit. A save keeps
 * what is incomplete (`002 §4`: an application is saved, then reviewed, then submitted) and refuses only
 * malformed values; a submit needs every rule and mandatory document.
 */
import { ibanProblem } from '../iban.ts';
import { isValidEmail } from '../contacts.ts';
import { parseBoundDay, typedDayOf } from '../days.ts';
import { CUSTOM_RULES } from './customRules.ts';
import {
  ADDRESS_PARTS,
  DEFAULT_TEXT_LENGTH,
  MAX_GROUP_ITEMS,
  MAX_TEXT_LENGTH,
  MAX_VALUES,
  NUMBER_FIELD_MAX,
  NUMBER_FIELD_MIN,
  addressPath,
  groupPath,
  type CrossRule,
  type FamilyDefinition,
  type FieldDefinition,
  type FieldValues,
  type PhoneType,
  type StepDefinition,
} from './definition.ts';
import { parsePointValue, placeProblem, plotValueProblem, type PlotLookups } from './plots.ts';
import { addressProblems } from './postalAddress.ts';
import { listEntries, type Problem, type ProblemCode } from './problems.ts';

export type { Problem } from './problems.ts';

export interface ValidateOptions {
  /** `save` checks only the form of what is filled; `submit` every rule. */
  mode: 'save' | 'submit';
  /** Only these steps (the wizard's "Next"); all when absent. */
  steps?: readonly string[];
  /** Ids of the documents uploaded so far; with it a submit needs every mandatory one. */
  uploadedDocuments?: readonly string[];
  /** The day rules of `today` are read against, `YYYY-MM-DD` (the caller's clock). */
  today: string;
  /** What the cadastre answered for the plots named; with it plots are checked against it and points against their areas. */
  plots?: PlotLookups;
  /** The values as last submitted, for the fields that may change only a little after submission. */
  submittedValues?: FieldValues;
}

const DECIMAL = /^\d{1,9}(\.\d+)?$/;
const INTEGER = /^\d{1,9}$/;

const isBlank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

/** `002 §5`: 8 digits, a mobile begins with 9, a landline with 2. */
function phoneProblem(value: string, type: PhoneType = 'any'): ProblemCode | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{8}$/.test(digits)) return 'phoneFormat';
  if (type === 'mobile' && !digits.startsWith('9')) return 'phoneNotMobile';
  if (type === 'landline' && !digits.startsWith('2')) return 'phoneNotLandline';
  if (type === 'any' && !/^[29]/.test(digits)) return 'phoneFormat';
  return null;
}

/** A list's wrong entry as its problem names it (`002 §5`: each entry is checked), cut where it would flood the text. */
const shownEntry = (entry: string): string => ([...entry].length > 40 ? `${[...entry].slice(0, 40).join('')}…` : entry);

/** The day a `notBefore`/`notAfter` bound names. */
const boundDay = (bound: string, today: string): string => (bound === 'today' ? today : bound);

/** What is wrong with one filled value of a field, given its scope's values for parent lookups. */
function valueProblem(
  family: FamilyDefinition,
  field: FieldDefinition,
  value: string,
  scopeValue: (id: string) => string | undefined,
  today: string,
): { code: ProblemCode; params?: Problem['params'] } | null {
  switch (field.kind) {
    case 'text':
    case 'longText': {
      const max = Math.min(field.maxLength ?? (field.kind === 'text' ? DEFAULT_TEXT_LENGTH : MAX_TEXT_LENGTH), MAX_TEXT_LENGTH);
      return [...value].length > max ? { code: 'tooLong', params: { max } } : null;
    }
    case 'number':
    case 'decimal': {
      const text = value.trim();
      if (!(field.kind === 'number' ? INTEGER : DECIMAL).test(text)) return { code: field.kind === 'number' ? 'notWholeNumber' : 'notNumber' };
      const decimals = field.decimals ?? 2;
      if (field.kind === 'decimal' && (text.split('.')[1]?.length ?? 0) > decimals) return { code: 'tooManyDecimals', params: { decimals } };
      const min = Math.max(field.min ?? NUMBER_FIELD_MIN, NUMBER_FIELD_MIN);
      const max = Math.min(field.max ?? NUMBER_FIELD_MAX, NUMBER_FIELD_MAX);
      const number = Number(text);
      return number < min || number > max ? { code: 'outOfRange', params: { min, max } } : null;
    }
    case 'date': {
      const day = parseBoundDay(value);
      if (day === null) return { code: 'invalidDate' };
      if (field.notBefore && day < boundDay(field.notBefore, today)) return { code: 'dateTooEarly', params: { day: typedDayOf(boundDay(field.notBefore, today)) } };
      if (field.notAfter && day > boundDay(field.notAfter, today)) return { code: 'dateTooLate', params: { day: typedDayOf(boundDay(field.notAfter, today)) } };
      return null;
    }
    case 'lookup': {
      const option = family.lookups.find((lookup) => lookup.id === field.lookup)?.options.find((candidate) => candidate.value === value);
      if (!option) return { code: 'unknownOption' };
      if (field.parent !== undefined && option.parent !== scopeValue(field.parent)) return { code: 'optionOfOtherParent' };
      return null;
    }
    case 'yesNo':
      return value === 'yes' || value === 'no' ? null : { code: 'unknownOption' };
    case 'email':
      return isValidEmail(value.trim()) ? null : { code: 'emailFormat' };
    case 'emailList': {
      const wrong = listEntries(value).find((entry) => !isValidEmail(entry));
      return wrong === undefined ? null : { code: 'emailListFormat', params: { entry: shownEntry(wrong) } };
    }
    case 'phone': {
      const code = phoneProblem(value, field.phoneType);
      return code ? { code } : null;
    }
    case 'phoneList': {
      const wrong = listEntries(value).find((entry) => phoneProblem(entry, field.phoneType) !== null);
      return wrong === undefined ? null : { code: 'phoneListFormat', params: { entry: shownEntry(wrong) } };
    }
    case 'iban':
      return ibanProblem(value) === null ? null : { code: 'ibanInvalid' };
    case 'address':
      return null; // its parts are checked one by one
    case 'plot': {
      const code = plotValueProblem(family, field, value);
      return code ? { code } : null;
    }
    case 'mapPoint':
      return parsePointValue(value) === null ? { code: 'pointFormat' } : null;
  }
}

interface Scope {
  /** Prefix of the scope's paths: '' for a step, `<group>.<i>.` for a group item. */
  prefix: string;
  fields: readonly FieldDefinition[];
}

function isVisible(field: FieldDefinition, values: FieldValues, prefix: string): boolean {
  if (!field.visibleWhen) return true;
  const controlling = values[prefix + field.visibleWhen.field];
  return controlling !== undefined && field.visibleWhen.equals.includes(controlling);
}

/** The indices of a group's items that hold any value, in order. */
export function groupItems(values: FieldValues, group: string): number[] {
  const indices = new Set<number>();
  const prefix = `${group}.`;
  for (const [path, value] of Object.entries(values)) {
    if (!path.startsWith(prefix) || isBlank(value)) continue;
    const index = Number(path.slice(prefix.length).split('.')[0]);
    if (Number.isSafeInteger(index) && index >= 0) indices.add(index);
  }
  return [...indices].sort((a, b) => a - b);
}

function checkScope(family: FamilyDefinition, scope: Scope, values: FieldValues, options: ValidateOptions, problems: Problem[]): void {
  for (const field of scope.fields) {
    if (!isVisible(field, values, scope.prefix)) continue;
    const path = scope.prefix + field.id;
    const add = (at: string, code: ProblemCode, params?: Problem['params']) => problems.push({ path: at, code, ...(params ? { params } : {}) });
    if (field.kind === 'address') {
      const parts = Object.fromEntries(ADDRESS_PARTS.map((part) => [part, values[addressPath(path, part)]]));
      const found = addressProblems(parts, field.required, (part) => addressPath(path, part));
      // A save keeps what is incomplete: only malformed parts are refused.
      problems.push(...(options.mode === 'submit' ? found : found.filter((problem) => problem.code !== 'required')));
      continue;
    }
    const value = values[path];
    if (isBlank(value)) {
      if (options.mode === 'submit' && field.required) add(path, 'required');
      continue;
    }
    const problem = valueProblem(family, field, value!, (id) => values[scope.prefix + id], options.today);
    if (problem) add(path, problem.code, problem.params);
    else if (field.check) {
      const custom = CUSTOM_RULES[field.check]?.value?.(value!);
      if (custom) add(path, custom);
    } else if (field.kind === 'plot' || field.kind === 'mapPoint') {
      const placed = placeProblem(field, path, value!, values, options);
      if (placed) add(path, placed.code, placed.params);
    }
  }
}


/** Resolves a cross rule's field reference to the paths it names (one per group item for `<group>.<field>`). */
function referencePaths(step: readonly StepDefinition[], reference: string, values: FieldValues): string[] {
  const [first, second] = reference.split('.');
  if (second === undefined) return [first!];
  const group = step.flatMap((candidate) => candidate.groups).find((candidate) => candidate.id === first);
  return group ? groupItems(values, group.id).map((index) => groupPath(group.id, index, second)) : [];
}

function checkCrossRule(family: FamilyDefinition, rule: CrossRule, values: FieldValues, problems: Problem[]): void {
  const steps = family.steps;
  switch (rule.kind) {
    case 'bothOrNeither': {
      const [first, second] = rule.fields.map((reference) => referencePaths(steps, reference, values));
      first!.forEach((firstPath, index) => {
        const secondPath = second![index] ?? second![0]!;
        if (isBlank(values[firstPath]) !== isBlank(values[secondPath])) {
          problems.push({ path: isBlank(values[firstPath]) ? firstPath : secondPath, code: 'bothOrNeither' });
        }
      });
      return;
    }
    case 'dateOrder': {
      const from = parseBoundDay(values[rule.from]);
      const to = parseBoundDay(values[rule.to]);
      if (from === null || to === null) return;
      if (to < from) problems.push({ path: rule.to, code: 'dateOrder' });
      else if (rule.maxDays !== undefined && (Date.parse(to) - Date.parse(from)) / 86_400_000 > rule.maxDays) {
        problems.push({ path: rule.to, code: 'periodTooLong', params: { days: rule.maxDays } });
      }
      return;
    }
    case 'unique': {
      const seen = new Map<string, string>();
      for (const index of groupItems(values, rule.group)) {
        const path = groupPath(rule.group, index, rule.field);
        // `KXR 482` and `kxr482`, `HE 143987` and `HE143987` name the same vehicle or company
        const value = values[path]?.replace(/\s+/g, '').toUpperCase();
        if (!value) continue;
        if (seen.has(value)) problems.push({ path, code: 'duplicate' });
        else seen.set(value, path);
      }
      return;
    }
    case 'notAbove': {
      const value = Number(values[rule.field]);
      const limit = Number(values[rule.limit]);
      if (!isBlank(values[rule.field]) && !isBlank(values[rule.limit]) && value > limit) {
        problems.push({ path: rule.field, code: 'aboveLimit', params: { max: values[rule.limit]!.trim() } });
      }
      return;
    }
    case 'custom':
      for (const problem of CUSTOM_RULES[rule.name]?.across?.(values, rule.fields) ?? []) problems.push(problem);
  }
}

/** Whether every field a cross rule reads belongs to the chosen steps. */
function ruleWithin(rule: CrossRule, stepIds: ReadonlySet<string>, family: FamilyDefinition): boolean {
  const references =
    rule.kind === 'bothOrNeither' ? rule.fields
    : rule.kind === 'dateOrder' ? [rule.from, rule.to]
    : rule.kind === 'unique' ? [rule.group]
    : rule.kind === 'notAbove' ? [rule.field, rule.limit]
    : rule.fields;
  return references.every((reference) => {
    const id = reference.split('.')[0];
    return family.steps.some((step) => stepIds.has(step.id) && (step.fields.some((field) => field.id === id) || step.groups.some((group) => group.id === id)));
  });
}

/** Whether `rest` (the path after a field's id) names a value of the field: nothing, or an address's part. */
const isFieldValue = (field: FieldDefinition, rest: readonly string[]): boolean =>
  field.kind === 'address' ? rest.length === 1 && (ADDRESS_PARTS as readonly string[]).includes(rest[0]!) : rest.length === 0;

/**
 * Every path a definition allows values under, as a test: a step field, a group item's field, and for an
 * address field of either its parts (`<field>.<part>`, `<group>.<i>.<field>.<part>`).
 */
function isKnownPath(family: FamilyDefinition, path: string): boolean {
  const [first, second, third, ...rest] = path.split('.');
  for (const step of family.steps) {
    const field = step.fields.find((candidate) => candidate.id === first);
    if (field) return isFieldValue(field, [second, third, ...rest].filter((part) => part !== undefined));
    const group = step.groups.find((candidate) => candidate.id === first);
    if (group) {
      const index = Number(second);
      const member = group.fields.find((candidate) => candidate.id === third);
      return Number.isSafeInteger(index) && String(index) === second && index >= 0 && index < Math.min(group.maxItems, MAX_GROUP_ITEMS) && member !== undefined && isFieldValue(member, rest);
    }
  }
  return false;
}

/** The problems of an application's values under its family's rules; empty when they hold. */
export function validateApplication(family: FamilyDefinition, values: FieldValues, options: ValidateOptions): Problem[] {
  const problems: Problem[] = [];
  const entries = Object.entries(values);
  if (entries.length > MAX_VALUES) return [{ path: '', code: 'tooManyValues', params: { max: MAX_VALUES } }];
  for (const [path, value] of entries) {
    if (!isKnownPath(family, path)) problems.push({ path, code: 'unknownField' });
    else if ([...value].length > MAX_TEXT_LENGTH) problems.push({ path, code: 'tooLong', params: { max: MAX_TEXT_LENGTH } });
  }
  if (problems.length > 0) return problems;

  const stepIds = new Set(options.steps ?? family.steps.map((step) => step.id));
  for (const step of family.steps.filter((candidate) => stepIds.has(candidate.id))) {
    checkScope(family, { prefix: '', fields: step.fields }, values, options, problems);
    for (const group of step.groups) {
      const items = groupItems(values, group.id);
      for (const index of items) checkScope(family, { prefix: `${group.id}.${index}.`, fields: group.fields }, values, options, problems);
      if (options.mode === 'submit' && items.length < group.minItems) problems.push({ path: group.id, code: 'tooFewItems', params: { min: group.minItems } });
      if (items.length > Math.min(group.maxItems, MAX_GROUP_ITEMS)) problems.push({ path: group.id, code: 'tooManyItems', params: { max: group.maxItems } });
    }
  }
  if (options.mode === 'submit') {
    for (const rule of family.rules) if (ruleWithin(rule, stepIds, family)) checkCrossRule(family, rule, values, problems);
    if (options.uploadedDocuments && options.steps === undefined) {
      for (const document of family.documents) {
        if (document.mandatory && !options.uploadedDocuments.includes(document.id)) problems.push({ path: `documents.${document.id}`, code: 'documentMissing' });
      }
    }
  }
  return problems;
}

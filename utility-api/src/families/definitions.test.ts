import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CUSTOM_RULES } from '../../../shared/applicationForms/customRules.ts';
import { FIELD_KINDS, NUMBER_FIELD_MAX, type CrossRule, type FamilyDefinition } from '../../../shared/applicationForms/definition.ts';
import { validateApplication } from '../../../shared/applicationForms/validate.ts';
import { CATALOG_LANGUAGES, type CatalogLanguage } from '../../../shared/i18n/catalog.ts';
import { localizeFamily } from './localize.ts';
import { REFUSALS, TODAY } from '../testing/familyRefusals.ts';
import type { FamilySource, FieldSource, SharedLookupSource } from './source.ts';

const folder = (name: string) => new URL(`./${name}/`, import.meta.url);
function readFolder<T>(name: string): Map<string, T> {
  const files = readdirSync(folder(name)).filter((file) => file.endsWith('.json')).sort();
  return new Map(files.map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(file, folder(name)), 'utf8')) as T]));
}

const families = readFolder<FamilySource>('definitions');
const sharedLookups = readFolder<SharedLookupSource>('lookups');
const samples = readFolder<Record<string, string>>('samples');
const sources = [...families.values()];

/** A register lookup's options (read per request by the API) as the register holds them on TODAY: the sample's driller. */
const withRegister = (family: FamilyDefinition): FamilyDefinition => ({
  ...family,
  lookups: family.lookups.map((lookup) => (lookup.register === undefined ? lookup : { ...lookup, options: [{ value: 'DL-2026-000001', label: 'Kyriakides Drilling Ltd' }] })),
});
const localized = (source: FamilySource, language: CatalogLanguage) => withRegister(localizeFamily(source, language, sharedLookups));

const fieldsOf = (source: FamilySource) => source.steps.flatMap((step) => [...step.fields, ...step.groups.flatMap((group) => group.fields)]);
const mandatoryDocuments = (source: FamilySource) => source.documents.filter((document) => document.mandatory).map((document) => document.id);
const duplicates = (ids: readonly string[]) => ids.filter((id, index) => ids.indexOf(id) !== index);

/** The text keys a family's structure needs (`required`) and may have (`optional`), by ./source.ts's key scheme. */
function textKeys(source: FamilySource): { required: Set<string>; optional: Set<string> } {
  const required = new Set(['name', 'summary', 'issues.title']);
  const optional = new Set<string>();
  const addField = (prefix: string) => {
    required.add(`${prefix}.label`);
    optional.add(`${prefix}.hint`);
  };
  for (const step of source.steps) {
    required.add(`steps.${step.id}.title`).add(`steps.${step.id}.guide`);
    for (const field of step.fields) addField(`fields.${field.id}`);
    for (const group of step.groups) {
      required.add(`groups.${group.id}.label`).add(`groups.${group.id}.itemLabel`);
      for (const field of group.fields) addField(`fields.${group.id}.${field.id}`);
    }
  }
  for (const document of source.documents) addField(`documents.${document.id}`);
  for (const lookup of source.lookups) for (const option of lookup.options ?? []) required.add(`lookups.${lookup.id}.${option.value}`);
  return { required, optional };
}

/** What is wrong with the keys of one language: missing keys, keys no structure uses, empty texts. */
function textProblems(source: FamilySource): string[] {
  const { required, optional } = textKeys(source);
  return CATALOG_LANGUAGES.flatMap((language) => {
    const texts = source.texts[language] ?? {};
    return [
      ...[...required].filter((key) => !texts[key]?.trim()).map((key) => `${language}: ${key} missing`),
      ...Object.keys(texts).filter((key) => !required.has(key) && !optional.has(key)).map((key) => `${language}: ${key} unused`),
      // a hint given in one language is given in all
      ...[...optional].filter((key) => (source.texts.en[key] === undefined) !== (texts[key] === undefined)).map((key) => `${language}: ${key} differs from English`),
    ];
  });
}

/** Structural problems: ids, references to lookups, parents, visibility and cross-rule fields. */
function structureProblems(source: FamilySource): string[] {
  const problems: string[] = [];
  const note = (condition: boolean, problem: string) => condition || problems.push(problem);
  const topIds = source.steps.flatMap((step) => [...step.fields.map((field) => field.id), ...step.groups.map((group) => group.id)]);
  for (const id of duplicates(source.steps.map((step) => step.id))) problems.push(`step ${id} twice`);
  for (const id of duplicates(topIds)) problems.push(`field or group ${id} twice`);
  for (const id of duplicates(source.documents.map((document) => document.id))) problems.push(`document ${id} twice`);
  for (const id of duplicates(source.lookups.map((lookup) => lookup.id))) problems.push(`lookup ${id} twice`);
  const checkScope = (fields: readonly FieldSource[], where: string) => {
    for (const id of duplicates(fields.map((field) => field.id))) problems.push(`${where}: field ${id} twice`);
    for (const field of fields) {
      const sibling = (id: string) => fields.find((candidate) => candidate.id === id);
      const lookup = source.lookups.find((candidate) => candidate.id === field.lookup);
      note(field.kind !== 'lookup' || (lookup !== undefined && (lookup.shared === undefined || sharedLookups.has(lookup.shared))), `${field.id}: lookup ${field.lookup} missing`);
      note(field.parent === undefined || sibling(field.parent)?.kind === 'lookup', `${field.id}: parent ${field.parent} not a lookup of its scope`);
      note(field.visibleWhen === undefined || sibling(field.visibleWhen.field) !== undefined, `${field.id}: visibleWhen field missing`);
      note(field.check === undefined || CUSTOM_RULES[field.check]?.value !== undefined, `${field.id}: check ${field.check} missing`);
    }
  };
  for (const step of source.steps) {
    checkScope(step.fields, step.id);
    for (const group of step.groups) checkScope(group.fields, group.id);
  }
  const kindOf = (reference: string): string | undefined => {
    const [first, second] = reference.split('.');
    const step = source.steps.find((candidate) => candidate.fields.some((field) => field.id === first) || candidate.groups.some((group) => group.id === first));
    if (second === undefined) return step?.fields.find((field) => field.id === first)?.kind;
    return step?.groups.find((group) => group.id === first)?.fields.find((field) => field.id === second)?.kind;
  };
  const expectKinds = (rule: CrossRule, references: readonly string[], kinds: readonly string[]) =>
    references.forEach((reference) => note(kinds.includes(kindOf(reference) ?? 'none'), `${rule.kind}: ${reference} is no ${kinds.join('/')} field`));
  for (const rule of source.rules) {
    if (rule.kind === 'dateOrder') expectKinds(rule, [rule.from, rule.to], ['date']);
    else if (rule.kind === 'notAbove') expectKinds(rule, [rule.field, rule.limit], ['number', 'decimal']);
    else if (rule.kind === 'unique') expectKinds(rule, [`${rule.group}.${rule.field}`], FIELD_KINDS);
    else if (rule.kind === 'bothOrNeither') expectKinds(rule, rule.fields, FIELD_KINDS);
    else {
      note(CUSTOM_RULES[rule.name]?.across !== undefined, `custom rule ${rule.name} missing`);
      expectKinds(rule, rule.fields, FIELD_KINDS);
    }
  }
  return problems;
}

describe('the application families the utility ships (`002 §1`)', () => {
  it('are the families of types 31 to 42, each in the file of its code', () => {
    expect([...families.keys()]).toEqual(sources.map((source) => source.code));
    expect(sources.map((source) => source.applicationType).sort((a, b) => a - b)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42]);
    expect(families.get('supplierOffer')?.applicationType).toBe(42);
  });

  it.each(sources.map((source) => [source.code, source] as const))('%s is well formed', (_, source) => {
    expect(structureProblems(source)).toEqual([]);
    expect(source.steps.length).toBeGreaterThanOrEqual(2);
    expect(source.steps.length).toBeLessThanOrEqual(4);
    expect(source.documents.length).toBeGreaterThanOrEqual(2);
    expect(source.documents.length).toBeLessThanOrEqual(5);
    expect(mandatoryDocuments(source).length).toBeGreaterThan(0);
    if (source.fee) {
      expect(source.fee.amount).toMatch(/^\d{1,6}\.\d{2}$/);
      expect(Number(source.fee.amount)).toBeGreaterThan(0);
      expect(source.fee.currency).toBe('EUR');
    }
    for (const field of fieldsOf(source)) if (field.max !== undefined) expect(field.max).toBeLessThanOrEqual(NUMBER_FIELD_MAX);
  });

  it('use every field kind between them', () => {
    const used = new Set(sources.flatMap((source) => fieldsOf(source).map((field) => field.kind)));
    expect(FIELD_KINDS.filter((kind) => !used.has(kind))).toEqual([]);
  });

  it.each(sources.map((source) => [source.code, source] as const))('%s has every text it uses in en, el, ru and ar, and no other', (_, source) => {
    expect(textProblems(source)).toEqual([]);
  });

  it('the completeness check finds a missing, an unused and a one-language text', () => {
    const source = families.get('waterExtraction')!;
    const { 'steps.use.title': _title, ...ru } = source.texts.ru;
    const broken = { ...source, texts: { ...source.texts, ru, el: { ...source.texts.el, 'fields.gone.label': 'x', 'documents.sitePlan.hint': undefined! } } };
    expect(textProblems(JSON.parse(JSON.stringify(broken)) as FamilySource)).toEqual([
      'el: fields.gone.label unused',
      'el: documents.sitePlan.hint differs from English',
      'ru: steps.use.title missing',
    ]);
  });

  it('share the districts of Cyprus and their municipalities, each under a district, named in every language', () => {
    const districts = sharedLookups.get('districts')!;
    const municipalities = sharedLookups.get('municipalities')!;
    expect(districts.options.map((option) => option.value)).toEqual(['nicosia', 'limassol', 'larnaca', 'paphos', 'famagusta', 'kyrenia']);
    for (const district of districts.options) expect(municipalities.options.filter((option) => option.parent === district.value).length).toBeGreaterThanOrEqual(5);
    expect(municipalities.options.filter((option) => !districts.options.some((district) => district.value === option.parent))).toEqual([]);
    for (const lookup of [districts, municipalities]) {
      expect(duplicates(lookup.options.map((option) => option.value))).toEqual([]);
      for (const language of CATALOG_LANGUAGES) expect(Object.keys(lookup.texts[language]).sort()).toEqual(lookup.options.map((option) => option.value).sort());
    }
  });

  it.each(sources.map((source) => [source.code, source] as const))("%s's sample passes a submit with the mandatory documents, in every language", (code, source) => {
    const sample = samples.get(code);
    expect(sample).toBeDefined();
    for (const language of CATALOG_LANGUAGES) {
      const family = localized(source, language);
      expect(validateApplication(family, sample!, { mode: 'submit', today: TODAY, uploadedDocuments: mandatoryDocuments(source) })).toEqual([]);
    }
  });

  it.each(sources.map((source) => [source.code, source] as const))('%s refuses what breaks its own rules', (code, source) => {
    const family = localized(source, 'en');
    const refusals = REFUSALS[code] ?? [];
    expect(refusals.length).toBeGreaterThanOrEqual(2);
    for (const { change, expected } of refusals) {
      const values = Object.fromEntries(Object.entries({ ...samples.get(code), ...change }).filter((entry): entry is [string, string] => entry[1] !== null));
      const problems = validateApplication(family, values, { mode: 'submit', today: TODAY, uploadedDocuments: mandatoryDocuments(source) });
      expect(problems.map(({ path, code: problem }) => ({ path, code: problem }))).toEqual(expected);
    }
  });

  it('refuses a submit without a mandatory document', () => {
    const source = families.get('constructionLicence')!;
    const [first, ...rest] = mandatoryDocuments(source);
    const problems = validateApplication(localizeFamily(source, 'en', sharedLookups), samples.get(source.code)!, { mode: 'submit', today: TODAY, uploadedDocuments: rest });
    expect(problems).toEqual([{ path: `documents.${first}`, code: 'documentMissing' }]);
  });
});

describe('the custom rules the families name (shared/applicationForms/customRules.ts)', () => {
  it('ewcCode takes a European Waste Catalogue code in pairs, an asterisk for hazardous waste', () => {
    const check = CUSTOM_RULES.ewcCode!.value!;
    expect(['02 05 02', '020502', '16 05 06*', '160506 *', '20 01 99'].map(check)).toEqual([null, null, null, null, null]);
    expect(['21 01 01', '00 01 01', '02 05', '02-05-02', 'AB 05 02', '02 05 02**'].map(check)).toEqual(Array(6).fill('ewcCodeFormat'));
  });

  it('oneOf asks for each of its fields while all are empty, and for none once one is filled', () => {
    const across = CUSTOM_RULES.oneOf!.across!;
    expect(across({ easting: ' ', description: '' }, ['easting', 'description'])).toEqual([
      { path: 'easting', code: 'oneOfRequired' },
      { path: 'description', code: 'oneOfRequired' },
    ]);
    expect(across({ description: 'By the road' }, ['easting', 'description'])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { FamilyDefinition } from './definition.ts';
import { problemText } from './problems.ts';
import { nextStage } from './stages.ts';
import { validateApplication } from './validate.ts';

const field = (id: string, kind: FamilyDefinition['steps'][number]['fields'][number]['kind'], extra: object = {}) => ({ id, kind, label: id, required: true, ...extra });

const family: FamilyDefinition = {
  code: 'sample',
  applicationType: 99,
  name: 'Sample',
  summary: '',
  visitorAllowed: false,
  steps: [
    {
      id: 'site',
      title: 'Site',
      fields: [
        field('district', 'lookup', { lookup: 'districts' }),
        field('municipality', 'lookup', { lookup: 'municipalities', parent: 'district' }),
        field('volume', 'number', { max: 5000 }),
        field('licensed', 'number', { required: false }),
        field('from', 'date', { notBefore: 'today' }),
        field('to', 'date'),
        field('hasWell', 'yesNo'),
        field('wellDepth', 'decimal', { visibleWhen: { field: 'hasWell', equals: ['yes'] } }),
        field('address', 'address'),
      ],
      groups: [{ id: 'meters', label: 'Meters', itemLabel: 'Meter', minItems: 1, maxItems: 3, fields: [field('number', 'text'), field('phone', 'phone', { phoneType: 'mobile' }), field('site', 'address', { required: false })] }],
    },
  ],
  rules: [
    { kind: 'dateOrder', from: 'from', to: 'to', maxDays: 365 },
    { kind: 'unique', group: 'meters', field: 'number' },
    { kind: 'notAbove', field: 'volume', limit: 'licensed' },
  ],
  documents: [{ id: 'deed', label: 'Deed', mandatory: true }],
  lookups: [
    { id: 'districts', options: [{ value: 'nic', label: 'Nicosia' }, { value: 'lim', label: 'Limassol' }] },
    { id: 'municipalities', options: [{ value: 'strovolos', label: 'Strovolos', parent: 'nic' }, { value: 'germasogeia', label: 'Germasogeia', parent: 'lim' }] },
  ],
  fee: null,
  issues: { kind: 'licence', title: 'Licence', validityMonths: 12 },
};

const today = '2026-11-27';
const complete = {
  district: 'nic',
  municipality: 'strovolos',
  volume: '1200',
  from: '2026-12-01',
  to: '2027-06-30',
  hasWell: 'no',
  'address.street': '1 Main Street',
  'address.postcode': '2001',
  'address.city': 'Strovolos',
  'meters.0.number': 'M-1',
  'meters.0.phone': '99123456',
};

describe('validateApplication', () => {
  it('accepts a complete application with its mandatory document', () => {
    expect(validateApplication(family, complete, { mode: 'submit', today, uploadedDocuments: ['deed'] })).toEqual([]);
  });

  it('keeps an incomplete draft but refuses malformed values and unknown paths', () => {
    expect(validateApplication(family, { volume: '12' }, { mode: 'save', today })).toEqual([]);
    expect(validateApplication(family, { volume: '1e3', from: '31/02/2026', 'meters.0.phone': '25123456', extra: 'x' }, { mode: 'save', today })).toEqual([
      { path: 'extra', code: 'unknownField' },
    ]);
    expect(validateApplication(family, { volume: '1e3', from: '2026-02-30', 'meters.0.phone': '25123456' }, { mode: 'save', today }).map((problem) => [problem.path, problem.code])).toEqual([
      ['volume', 'notWholeNumber'],
      ['from', 'invalidDate'],
      ['meters.0.phone', 'phoneNotMobile'],
    ]);
  });

  it('needs every rule on submit', () => {
    const values = { ...complete, municipality: 'germasogeia', volume: '6000', licensed: '500', from: '2026-11-01', to: '2028-01-01', hasWell: 'yes', 'address.postcode': '', 'meters.1.number': 'm-1' };
    const problems = validateApplication(family, values, { mode: 'submit', today, uploadedDocuments: [] });
    expect(problems.map((problem) => [problem.path, problem.code])).toEqual([
      ['municipality', 'optionOfOtherParent'],
      ['volume', 'outOfRange'],
      ['from', 'dateTooEarly'],
      ['wellDepth', 'required'],
      ['address.postcode', 'required'],
      ['meters.1.phone', 'required'],
      ['to', 'periodTooLong'],
      ['meters.1.number', 'duplicate'],
      ['volume', 'aboveLimit'],
      ['documents.deed', 'documentMissing'],
    ]);
    expect(problemText('el', problems[2]!)).toBe('Η ημερομηνία δεν μπορεί να είναι πριν από 27/11/2026');
  });

  it('takes an address in each group item, its parts checked as a step\'s address is', () => {
    const own = { 'meters.0.site.street': '2 Side Street', 'meters.0.site.postcode': '3010', 'meters.0.site.city': 'Limassol' };
    expect(validateApplication(family, { ...complete, ...own }, { mode: 'submit', today, uploadedDocuments: ['deed'] })).toEqual([]);
    expect(validateApplication(family, { 'meters.0.site.postcode': '30', 'meters.1.site.street': 'Here' }, { mode: 'save', today })).toEqual([{ path: 'meters.0.site.postcode', code: 'postcodeFormat' }]);
    // A part filled asks for the others on submit; an item that holds only its address counts as an item.
    const partial = validateApplication(family, { ...complete, 'meters.1.site.city': 'Paphos' }, { mode: 'submit', today, uploadedDocuments: ['deed'] });
    expect(partial.map((problem) => `${problem.path} ${problem.code}`)).toEqual([
      'meters.1.number required',
      'meters.1.phone required',
      'meters.1.site.street required',
      'meters.1.site.postcode required',
    ]);
    for (const path of ['meters.0.site', 'meters.0.site.country', 'meters.0.number.street', 'meters.0.site.city.x', 'address.street.x']) {
      expect(validateApplication(family, { [path]: 'x' }, { mode: 'save', today })).toEqual([{ path, code: 'unknownField' }]);
    }
  });

  it('checks only the chosen steps and their rules for the wizard', () => {
    expect(validateApplication(family, {}, { mode: 'submit', today, steps: ['site'] }).map((problem) => problem.path)).toContain('meters');
    expect(validateApplication(family, {}, { mode: 'submit', today, steps: [] })).toEqual([]);
  });
});

describe('nextStage', () => {
  const fee = { hasFee: true, payBeforeIssue: true };
  it('needs the fee paid before issue when the family says so', () => {
    expect(nextStage('APPROVED', 'ISSUE', fee)).toBeNull();
    expect(nextStage('APPROVED', 'REQUEST_PAYMENT', fee)).toBe('AWAITING_PAYMENT');
    expect(nextStage('PAID', 'ISSUE', fee)).toBe('ISSUED');
    expect(nextStage('APPROVED', 'ISSUE', { hasFee: false, payBeforeIssue: false })).toBe('ISSUED');
    expect(nextStage('CHANGES_REQUESTED', 'SUBMIT', fee)).toBe('SUBMITTED');
    expect(nextStage('ISSUED', 'REJECT', fee)).toBeNull();
  });
});

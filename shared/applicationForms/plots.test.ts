import { describe, expect, it } from 'vitest';
import type { FamilyDefinition } from './definition.ts';
import { itemsNotValidated } from './itemDecisions.ts';
import { parsePlotValue, parsePointValue, plotValue, pointValue, type PlotLookups } from './plots.ts';
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
      fields: [field('point', 'mapPoint', { insidePlotsOf: 'plots.plot', lockedAfterSubmitMetres: 5 })],
      groups: [{ id: 'plots', label: 'Plots', itemLabel: 'Plot', minItems: 1, maxItems: 3, employeeValidation: true, fields: [field('plot', 'plot', { lookup: 'municipalities', parentLookup: 'districts' })] }],
    },
  ],
  rules: [],
  documents: [],
  lookups: [
    { id: 'districts', options: [{ value: 'nicosia', label: 'Nicosia' }, { value: 'limassol', label: 'Limassol' }] },
    { id: 'municipalities', options: [{ value: 'strovolos', label: 'Strovolos', parent: 'nicosia' }, { value: 'germasogeia', label: 'Germasogeia', parent: 'limassol' }] },
  ],
  fee: null,
  issues: { kind: 'licence', title: 'Licence', validityMonths: 12 },
};

const today = '2026-11-27';
const SQUARE = 'nicosia/strovolos/21/40/123';
const HOLED = 'nicosia/strovolos/21/40/124';
const plots: PlotLookups = {
  [SQUARE]: { geometry: { type: 'Polygon', coordinates: [[[33.3, 35.1], [33.301, 35.1], [33.301, 35.101], [33.3, 35.101], [33.3, 35.1]]] } },
  [HOLED]: {
    geometry: {
      type: 'MultiPolygon',
      coordinates: [[
        [[33.31, 35.1], [33.311, 35.1], [33.311, 35.101], [33.31, 35.101], [33.31, 35.1]],
        [[33.3104, 35.1004], [33.3106, 35.1004], [33.3106, 35.1006], [33.3104, 35.1006], [33.3104, 35.1004]],
      ]],
    },
  },
  'nicosia/strovolos/21/40/999': { problem: 'plotNotFound' },
  'nicosia/strovolos/21/40/998': { problem: 'plotGeometryUnsupported' },
};

const submitProblems = (values: Record<string, string>, extra: object = {}) =>
  validateApplication(family, values, { mode: 'submit', today, plots, ...extra }).map(({ path, code }) => ({ path, code }));

describe('plot and map point values', () => {
  it('reads and writes a cadastral reference and a point', () => {
    expect(plotValue({ district: 'nicosia', municipality: 'strovolos', sheet: '21', plan: '40e1', plotNumber: ' 123 ' })).toBe('nicosia/strovolos/21/40E1/123');
    expect(parsePlotValue('nicosia/strovolos/21/40/123')).toEqual({ district: 'nicosia', municipality: 'strovolos', sheet: '21', plan: '40', plotNumber: '123' });
    expect(parsePlotValue('nicosia/strovolos/21/40')).toBeNull();
    expect(parsePointValue('35.1005, 33.3005')).toEqual([33.3005, 35.1005]);
    expect(parsePointValue('95,33')).toBeNull();
    expect(pointValue([33.3005, 35.1005])).toBe('35.1005000,33.3005000');
  });

  it('refuses a malformed reference, a municipality of another district and a malformed point, even at a save', () => {
    const problems = validateApplication(family, { point: 'north of the well', 'plots.0.plot': 'nicosia/germasogeia/1/2/3', 'plots.1.plot': 'nicosia//1/2/3' }, { mode: 'save', today });
    expect(problems.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'point', code: 'pointFormat' },
      { path: 'plots.0.plot', code: 'optionOfOtherParent' },
      { path: 'plots.1.plot', code: 'plotReferenceFormat' },
    ]);
  });

  it('reports plots the cadastre does not know or cannot draw', () => {
    expect(submitProblems({ point: '35.1005,33.3005', 'plots.0.plot': SQUARE, 'plots.1.plot': 'nicosia/strovolos/21/40/999', 'plots.2.plot': 'nicosia/strovolos/21/40/998' })).toEqual([
      { path: 'plots.1.plot', code: 'plotNotFound' },
      { path: 'plots.2.plot', code: 'plotGeometryUnsupported' },
    ]);
  });
});

describe('a point inside the plots of the application', () => {
  const values = (point: string) => ({ point, 'plots.0.plot': SQUARE, 'plots.1.plot': HOLED });

  it('holds inside any plot, on a boundary, and in the second part of a plot', () => {
    expect(submitProblems(values('35.1005,33.3005'))).toEqual([]);
    expect(submitProblems(values('35.1005,33.301'))).toEqual([]);
    expect(submitProblems(values('35.1002,33.3102'))).toEqual([]);
    expect(submitProblems(values('35.1005,33.3104'))).toEqual([]);
  });

  it('refuses a point outside every plot and one in a hole', () => {
    expect(submitProblems(values('35.1005,33.305'))).toEqual([{ path: 'point', code: 'pointOutsidePlots' }]);
    expect(submitProblems(values('35.1005,33.3105'))).toEqual([{ path: 'point', code: 'pointOutsidePlots' }]);
  });

  it('is not judged at a save, nor without the cadastre\'s answers', () => {
    expect(validateApplication(family, values('35.1005,33.305'), { mode: 'save', today, plots })).toEqual([]);
    expect(validateApplication(family, values('35.1005,33.305'), { mode: 'submit', today })).toEqual([]);
  });
});

describe('a point locked after submission', () => {
  const submittedValues = { point: '35.1005000,33.3005000' };

  it('may move up to 5 m and no further, at a save as at a submit', () => {
    // 0.00004° of latitude is 4.4 m, 0.00005° 5.6 m.
    expect(validateApplication(family, { point: '35.1005400,33.3005000' }, { mode: 'save', today, submittedValues })).toEqual([]);
    expect(validateApplication(family, { point: '35.1005500,33.3005000' }, { mode: 'save', today, submittedValues })).toEqual([
      { path: 'point', code: 'pointMovedTooFar', params: { metres: 5 } },
    ]);
  });

  it('moves freely before the first submission', () => {
    expect(validateApplication(family, { point: '35.2,33.4' }, { mode: 'save', today, submittedValues: {} })).toEqual([]);
  });
});

describe('items an employee validates', () => {
  it('keeps APPROVE waiting for every plot validated; a refused one counts as not validated', () => {
    const values = { 'plots.0.plot': SQUARE, 'plots.1.plot': HOLED };
    expect(itemsNotValidated(family, values, [])).toEqual(['plots.0', 'plots.1']);
    expect(itemsNotValidated(family, values, [{ item: 'plots.0', decision: 'VALIDATED', reason: null }, { item: 'plots.1', decision: 'REFUSED', reason: 'Not the owner' }])).toEqual(['plots.1']);
    expect(itemsNotValidated(family, values, [{ item: 'plots.0', decision: 'VALIDATED', reason: null }, { item: 'plots.1', decision: 'VALIDATED', reason: null }])).toEqual([]);
  });
});

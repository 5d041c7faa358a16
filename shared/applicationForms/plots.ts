/**
 * The values of `plot` and `mapPoint` fields (./definition.ts) and the rules between them: a plot is named
 * by its cadastral reference and its area is looked up in the cadastre; a point on the map must lie in one
 * of the application's plots (shared/geometry/plotGeometry.ts, boundary included) and, once submitted, may
 * move only a few metres (`002 §9`).
 */
import { distanceMetres, isInAnyPlot, type PlotGeometry } from '../geometry/plotGeometry.ts';
import type { FamilyDefinition, FieldDefinition, FieldValues } from './definition.ts';
import type { Problem, ProblemCode } from './problems.ts';

/** A cadastral reference: district, municipality or community, sheet, plan and plot number. */
export interface PlotReference {
  district: string;
  municipality: string;
  sheet: string;
  plan: string;
  plotNumber: string;
}

export const PLOT_REFERENCE_PARTS = ['district', 'municipality', 'sheet', 'plan', 'plotNumber'] as const;

/** Sheet, plan and plot number as the Land Registry writes them (`21`, `40E1`, `1234`). */
const REFERENCE_PART = /^[0-9A-Z]{1,8}$/;
const LOOKUP_VALUE = /^[A-Za-z][A-Za-z0-9]{0,59}$/;

/** A plot field's value: the reference's parts joined by `/` (`nicosia/strovolos/21/40/123`). */
export const plotValue = (reference: PlotReference): string =>
  PLOT_REFERENCE_PARTS.map((part) => (part === 'district' || part === 'municipality' ? reference[part].trim() : reference[part].trim().toUpperCase())).join('/');

/** The reference a plot value names, or null when it is malformed. */
export function parsePlotValue(value: string): PlotReference | null {
  const parts = value.trim().split('/');
  if (parts.length !== PLOT_REFERENCE_PARTS.length) return null;
  const [district, municipality, sheet, plan, plotNumber] = parts as [string, string, string, string, string];
  if (!LOOKUP_VALUE.test(district) || !LOOKUP_VALUE.test(municipality)) return null;
  if (![sheet, plan, plotNumber].every((part) => REFERENCE_PART.test(part))) return null;
  return { district, municipality, sheet, plan, plotNumber };
}

/** What is wrong with a plot value's form: its district and municipality options of the field's lookups, the latter of the former. */
export function plotValueProblem(family: FamilyDefinition, field: FieldDefinition, value: string): ProblemCode | null {
  const reference = parsePlotValue(value);
  if (reference === null) return 'plotReferenceFormat';
  const optionOf = (lookup: string | undefined, option: string) =>
    family.lookups.find((candidate) => candidate.id === lookup)?.options.find((candidate) => candidate.value === option);
  const municipality = optionOf(field.lookup, reference.municipality);
  if (optionOf(field.parentLookup, reference.district) === undefined || municipality === undefined) return 'unknownOption';
  return municipality.parent === reference.district ? null : 'optionOfOtherParent';
}

/** `35.1234567,33.3456789`: latitude then longitude, in degrees, at most 7 decimals (about 1 cm). */
const POINT = /^\s*(-?\d{1,2}(?:\.\d{1,7})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,7})?)\s*$/;

/** A map point's value as `[longitude, latitude]`, or null when it is malformed. */
export function parsePointValue(value: string): [number, number] | null {
  const match = POINT.exec(value);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? [longitude, latitude] : null;
}

/** A map point's value from `[longitude, latitude]`, rounded to 7 decimals. */
export const pointValue = ([longitude, latitude]: readonly [number, number]): string => `${latitude.toFixed(7)},${longitude.toFixed(7)}`;

/** What the cadastre answered for a plot: its area, or why there is none to show. */
export type PlotLookup =
  | { geometry: PlotGeometry }
  | { problem: 'plotNotFound' | 'plotGeometryUnsupported' };

/** Plot lookups by plot value; absent when they are not known (the rules needing them are then skipped). */
export type PlotLookups = Readonly<Record<string, PlotLookup | undefined>>;

/** The areas of the plots the values name under `<group>.<i>.<field>` that the cadastre knows. */
function plotAreas(values: FieldValues, reference: string, lookups: PlotLookups): PlotGeometry[] {
  const [group, field] = reference.split('.');
  const pattern = new RegExp(`^${group}\\.\\d+\\.${field}$`);
  return Object.entries(values).flatMap(([path, value]) => {
    const lookup = pattern.test(path) ? lookups[value] : undefined;
    return lookup !== undefined && 'geometry' in lookup ? [lookup.geometry] : [];
  });
}

/** Whether a point lies in one of the areas; true when no area is known, which the plots' own problems report. */
export const pointInAreas = (point: readonly [number, number], areas: readonly PlotGeometry[]): boolean => areas.length === 0 || isInAnyPlot(point, areas);

/** Whether a point moved further than the tolerance from where it was submitted. */
function movedTooFar(submitted: string | undefined, current: string, toleranceMetres: number): boolean {
  const from = submitted === undefined ? null : parsePointValue(submitted);
  const to = parsePointValue(current);
  return from !== null && to !== null && distanceMetres(from, to) > toleranceMetres;
}

interface PlaceOptions {
  mode: 'save' | 'submit';
  plots?: PlotLookups;
  submittedValues?: FieldValues;
}

/**
 * What is wrong with where a well-formed plot or point at `path` is: a plot the cadastre does not know or
 * cannot draw; a point moved too far since submission (at any save), or outside every plot (at submit).
 */
export function placeProblem(
  field: FieldDefinition,
  path: string,
  value: string,
  values: FieldValues,
  options: PlaceOptions,
): { code: ProblemCode; params?: Problem['params'] } | null {
  if (field.kind === 'plot') {
    const lookup = options.plots?.[value];
    return lookup !== undefined && 'problem' in lookup ? { code: lookup.problem } : null;
  }
  const point = parsePointValue(value);
  if (point === null) return null;
  if (field.lockedAfterSubmitMetres !== undefined && movedTooFar(options.submittedValues?.[path], value, field.lockedAfterSubmitMetres)) {
    return { code: 'pointMovedTooFar', params: { metres: field.lockedAfterSubmitMetres } };
  }
  if (options.mode === 'submit' && field.insidePlotsOf !== undefined && options.plots !== undefined && !pointInAreas(point, plotAreas(values, field.insidePlotsOf, options.plots))) {
    return { code: 'pointOutsidePlots' };
  }
  return null;
}

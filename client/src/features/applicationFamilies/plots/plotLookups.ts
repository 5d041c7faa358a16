import { useEffect, useSyncExternalStore } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { FamilyDefinition, FieldValues } from '../../../../../shared/applicationForms/definition';
import { parsePlotValue, type PlotLookup, type PlotLookups } from '../../../../../shared/applicationForms/plots';
import { plotGeometryOf } from '../../../../../shared/geometry/plotGeometry';
import { forgetWithViewer } from '../../../relay/viewerCaches';
import type { plotLookupsQuery } from './__generated__/plotLookupsQuery.graphql';

/** What the cadastre answered for a plot value, while the wizard is open: its area, why it has none, or a failed call. */
export type PlotEntry = { status: 'loading' } | { status: 'found'; lookup: PlotLookup; areaSquareMetres: number | null } | { status: 'failed' };

// The cadastre is the same for everyone and changes rarely: an answer serves every field naming the plot.
const entries = new Map<string, PlotEntry>();
const listeners = new Set<() => void>();
/** Bounded: a long session of look-ups keeps at most this many answers. */
const MAX_ENTRIES = 200;
// The plots a user looked up are theirs: the next user asks again.
forgetWithViewer(() => entries.clear());

function put(reference: string, entry: PlotEntry): void {
  const oldest = entries.keys().next().value;
  if (entries.size >= MAX_ENTRIES && !entries.has(reference) && oldest !== undefined) entries.delete(oldest);
  entries.set(reference, entry);
  for (const listener of listeners) listener();
}

const query = graphql`
  query plotLookupsQuery($district: String!, $municipality: String!, $sheet: String!, $plan: String!, $plotNumber: String!) {
    cadastralPlot(district: $district, municipality: $municipality, sheet: $sheet, plan: $plan, plotNumber: $plotNumber) {
      geoJson
      areaSquareMetres
      problem
    }
  }
`;

function toLookup(answer: plotLookupsQuery['response']['cadastralPlot']): PlotLookup {
  if (answer.problem === 'UNSUPPORTED_GEOMETRY') return { problem: 'plotGeometryUnsupported' };
  const geometry = answer.geoJson ? plotGeometryOf(JSON.parse(answer.geoJson)) : null;
  return geometry === null ? { problem: 'plotNotFound' } : { geometry };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The cadastre's answer for a plot value, asked for once when first needed; undefined for no reference. */
export function usePlotLookup(value: string | null): PlotEntry | undefined {
  const environment = useRelayEnvironment();
  const reference = value === null ? null : parsePlotValue(value);
  const entry = useSyncExternalStore(subscribe, () => (value === null ? undefined : entries.get(value)));
  useEffect(() => {
    if (value === null || reference === null || entries.has(value)) return;
    put(value, { status: 'loading' });
    fetchQuery<plotLookupsQuery>(environment, query, reference).subscribe({
      next: (data) => put(value, { status: 'found', lookup: toLookup(data.cadastralPlot), areaSquareMetres: data.cadastralPlot.areaSquareMetres ?? null }),
      error: () => put(value, { status: 'failed' }),
    });
  }, [environment, value, reference]);
  return reference === null ? undefined : entry;
}

/** The values of the family's plot fields among the values. */
export function plotValuesOf(family: FamilyDefinition, values: FieldValues): string[] {
  const plotFields = new Set(family.steps.flatMap((step) => step.groups.flatMap((group) => group.fields.filter((field) => field.kind === 'plot').map((field) => `${group.id}.${field.id}`))));
  return Object.entries(values).flatMap(([path, value]) => {
    const [group, , field] = path.split('.');
    return plotFields.has(`${group}.${field}`) ? [value] : [];
  });
}

/** The cadastre's answers for these plot values when every one is known; undefined while one is not (the rules needing them wait). */
export function knownPlotLookups(values: readonly string[]): PlotLookups | undefined {
  const known: Record<string, PlotLookup> = {};
  for (const value of values) {
    const entry = entries.get(value);
    if (entry?.status !== 'found') return undefined;
    known[value] = entry.lookup;
  }
  return known;
}

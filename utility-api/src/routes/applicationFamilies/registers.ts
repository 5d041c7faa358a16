/**
 * What a family's values are checked against beyond its definition, read per request: the options of
 * lookups a register of the utility supplies (licensed drillers), and the cadastre's answer for each plot
 * the values name (shared/applicationForms/plots.ts).
 */
import type { FamilyDefinition, FieldValues } from '../../../../shared/applicationForms/definition.ts';
import type { PlotLookup, PlotLookups } from '../../../../shared/applicationForms/plots.ts';
import { parsePlotValue } from '../../../../shared/applicationForms/plots.ts';
import { plotGeometryOf } from '../../../../shared/geometry/plotGeometry.ts';
import type { Store } from '../../store/store.ts';

/** The family with the options of its register lookups as they are on `today`. */
export function withRegisters(family: FamilyDefinition, store: Store, today: string): FamilyDefinition {
  if (!family.lookups.some((lookup) => lookup.register !== undefined)) return family;
  return {
    ...family,
    lookups: family.lookups.map((lookup) =>
      lookup.register === 'licensedDrillers'
        ? { ...lookup, options: store.licensedDrillers(today).map(({ reference, companyName }) => ({ value: reference, label: `${companyName} (${reference})` })) }
        : lookup,
    ),
  };
}

/** The cadastre's answer for one plot value; undefined when the value is no reference. */
export function lookUpPlot(store: Store, value: string): PlotLookup | undefined {
  const reference = parsePlotValue(value);
  if (reference === null) return undefined;
  const recorded = store.cadastre.geometry(reference);
  if (recorded === undefined) return { problem: 'plotNotFound' };
  const geometry = plotGeometryOf(recorded);
  return geometry === null ? { problem: 'plotGeometryUnsupported' } : { geometry };
}

/** The cadastre's answers for every plot field's value (a group holds at most 50 items, so at most that many per field). */
export function plotLookups(store: Store, family: FamilyDefinition, values: FieldValues): PlotLookups {
  const plotFields = new Set(
    family.steps.flatMap((step) => [
      ...step.fields.filter((field) => field.kind === 'plot').map((field) => field.id),
      ...step.groups.flatMap((group) => group.fields.filter((field) => field.kind === 'plot').map((field) => `${group.id}.${field.id}`)),
    ]),
  );
  if (plotFields.size === 0) return {};
  const lookups: Record<string, PlotLookup | undefined> = {};
  for (const [path, value] of Object.entries(values)) {
    const parts = path.split('.');
    const field = parts.length === 3 ? `${parts[0]}.${parts[2]}` : path;
    if (plotFields.has(field) && !(value in lookups)) lookups[value] = lookUpPlot(store, value);
  }
  return lookups;
}

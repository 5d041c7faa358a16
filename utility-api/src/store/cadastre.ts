import type { PlotReference } from '../../../shared/applicationForms/plots.ts';
import type { Db } from '../db/open.ts';

/** The cadastre's record of a plot (migration 035): its GeoJSON geometry, of whatever type it was recorded with. */
export interface CadastreStore {
  geometry(reference: PlotReference): unknown;
}

export function cadastreStore(db: Db): CadastreStore {
  const one = db.prepare<[string, string, string, string, string], { geometry: string }>(
    'SELECT geometry FROM cadastral_plots WHERE district = ? AND municipality = ? AND sheet = ? AND plan = ? AND plot_number = ?',
  );
  return {
    geometry: ({ district, municipality, sheet, plan, plotNumber }) => {
      const row = one.get(district, municipality, sheet, plan, plotNumber);
      return row === undefined ? undefined : (JSON.parse(row.geometry) as unknown);
    },
  };
}

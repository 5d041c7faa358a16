/**
 * The fixed grids the reference utility API keeps the web map's counts for, per cell
 * (utility-api/src/db/migrations/043_gis_kept_cells.sql, whose `gis_cell_levels` holds these levels): level L
 * has square cells of 2^-L degrees, cell (cx, cy) holding what lies at floor(longitude × 2^L),
 * floor(latitude × 2^L). A map that asks for one of these grids is answered from the kept counts
 * (utility-api/src/store/gisKeptCells.ts); the web map chooses its grid among them (client/src/routes/gis/mapCells.ts).
 */
export const KEPT_GRID_LEVELS = { coarsest: 0, finest: 12 } as const;

/**
 * The reference API's demo cadastre (migration 035): plots of three communities with real Cyprus
 * coordinates (EPSG:4326), so that the drilling family's plots can be looked up and drawn. Among them a
 * plot of two parts (a MultiPolygon), one with a hole (a Polygon of two rings), and a record of another
 * geometry type (a LineString) that the portal refuses as not supported. No random source: the same rows
 * at every seed.
 */
import type { Db } from '../db/open.ts';

type Position = [number, number];

interface Block {
  district: string;
  municipality: string;
  sheet: string;
  plan: string;
  /** The south-west corner of the block, `[longitude, latitude]`. */
  origin: Position;
  columns: number;
  rows: number;
  /** Size of one plot in degrees of longitude and latitude. */
  size: Position;
  firstPlot: number;
}

/** Strovolos (Nicosia), Dali (Nicosia) and Germasogeia (Limassol): blocks of plots along their fields. */
const BLOCKS: readonly Block[] = [
  { district: 'nicosia', municipality: 'strovolos', sheet: '21', plan: '40', origin: [33.3452, 35.1341], columns: 5, rows: 4, size: [0.0007, 0.0005], firstPlot: 101 },
  { district: 'nicosia', municipality: 'dali', sheet: '38', plan: '12', origin: [33.4201, 35.0213], columns: 5, rows: 2, size: [0.0009, 0.0007], firstPlot: 201 },
  { district: 'limassol', municipality: 'germasogeia', sheet: '55', plan: '8', origin: [33.0868, 34.7192], columns: 2, rows: 2, size: [0.0008, 0.0006], firstPlot: 301 },
];

const round = (value: number): number => Math.round(value * 1e7) / 1e7;

/** A closed ring of a rectangle, its corners nudged by the plot number so the plots are not all alike. */
function ring([west, south]: Position, [width, height]: Position, nudge = 0): Position[] {
  const shift = (nudge % 3) * 0.00002;
  const corners: Position[] = [[west, south], [west + width, south + shift], [west + width, south + height], [west + shift, south + height]];
  return [...corners, corners[0]!].map(([longitude, latitude]) => [round(longitude), round(latitude)]);
}

interface CadastralRecord {
  district: string;
  municipality: string;
  sheet: string;
  plan: string;
  plotNumber: string;
  geometry: object;
}

function blockPlots(block: Block): CadastralRecord[] {
  const plots: CadastralRecord[] = [];
  for (let row = 0; row < block.rows; row += 1) {
    for (let column = 0; column < block.columns; column += 1) {
      const number = block.firstPlot + row * block.columns + column;
      const corner: Position = [block.origin[0] + column * block.size[0], block.origin[1] + row * block.size[1]];
      plots.push({ ...block, plotNumber: String(number), geometry: { type: 'Polygon', coordinates: [ring(corner, block.size, number)] } });
    }
  }
  return plots;
}

/** Germasogeia plot 305 in two parts either side of a stream; plot 306 around a chapel's yard; Strovolos 199, a boundary line only. */
function specialPlots(): CadastralRecord[] {
  const germasogeia = BLOCKS[2]!;
  const [west, south] = [germasogeia.origin[0], germasogeia.origin[1] + 3 * germasogeia.size[1]];
  const strovolos = BLOCKS[0]!;
  return [
    {
      ...germasogeia,
      plotNumber: '305',
      geometry: { type: 'MultiPolygon', coordinates: [[ring([west, south], [0.0006, 0.0005])], [ring([west + 0.001, south], [0.0006, 0.0005])]] },
    },
    {
      ...germasogeia,
      plotNumber: '306',
      geometry: { type: 'Polygon', coordinates: [ring([west + 0.002, south], [0.001, 0.0008]), ring([west + 0.0024, south + 0.0003], [0.0002, 0.0002])] },
    },
    {
      ...strovolos,
      plotNumber: '199',
      geometry: { type: 'LineString', coordinates: [[33.3452, 35.1331], [33.3487, 35.1331]] },
    },
  ];
}

export function insertCadastre(db: Db): void {
  const insert = db.prepare('INSERT INTO cadastral_plots (district, municipality, sheet, plan, plot_number, geometry) VALUES (?, ?, ?, ?, ?, ?)');
  for (const plot of [...BLOCKS.flatMap(blockPlots), ...specialPlots()]) {
    insert.run(plot.district, plot.municipality, plot.sheet, plot.plan, plot.plotNumber, JSON.stringify(plot.geometry));
  }
}

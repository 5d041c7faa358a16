import type { Db } from '../db/open.ts';
import { LAT_RANGE, LON_RANGE, TOWN_CENTRES, WAREHOUSES, clamp, round6 } from './enquiry.ts';
import { createRandom } from './random.ts';

/**
 * Warehouses, element types and network elements (migration 015), from a random source of their own derived
 * from the seed, written after everything else so the rows other tables get for a seed stay what they were.
 */
const FIELD_BASE_STREAM = 0x3e9_0015;

/** The meter warehouses beside the stores `WAREHOUSES` lists: ids 5 and 6 (the demo employees use stores 1 and meters 5). */
const METER_WAREHOUSES = ['MW-NIC Nicosia meter store', 'MW-LIM Limassol meter store'] as const;

interface TypeRow {
  code: string;
  en: string;
  el: string;
  ru: string;
  ar: string;
  station: boolean;
}

/** Element types of a water network, stations first (002 §3 jobcard element type). */
const ELEMENT_TYPES: readonly TypeRow[] = [
  { code: 'RES', en: 'Reservoir', el: 'Δεξαμενή', ru: 'Резервуар', ar: 'خزان', station: true },
  { code: 'PST', en: 'Pump station', el: 'Αντλιοστάσιο', ru: 'Насосная станция', ar: 'محطة ضخ', station: true },
  { code: 'WTP', en: 'Treatment plant', el: 'Μονάδα επεξεργασίας', ru: 'Очистная станция', ar: 'محطة معالجة', station: true },
  { code: 'BHL', en: 'Borehole', el: 'Γεώτρηση', ru: 'Скважина', ar: 'بئر', station: false },
  { code: 'PMP', en: 'Pump', el: 'Αντλία', ru: 'Насос', ar: 'مضخة', station: false },
  { code: 'VLV', en: 'Valve', el: 'Βάνα', ru: 'Задвижка', ar: 'صمام', station: false },
  { code: 'PRV', en: 'Pressure reducing valve', el: 'Μειωτής πίεσης', ru: 'Редукционный клапан', ar: 'صمام تخفيض الضغط', station: false },
  { code: 'HYD', en: 'Hydrant', el: 'Κρουνός', ru: 'Гидрант', ar: 'صنبور إطفاء', station: false },
  { code: 'DMA', en: 'District meter', el: 'Μετρητής ζώνης', ru: 'Зональный счётчик', ar: 'عداد المنطقة', station: false },
];

/** The materials catalogue: code, name, category, unit. Meters sit in meter warehouses, the rest in stores. */
const STOCK_ITEMS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['PIPE-PE-32', 'PE pipe 32 mm', 'pipes', 'm'],
  ['PIPE-PE-63', 'PE pipe 63 mm', 'pipes', 'm'],
  ['PIPE-DI-150', 'Ductile iron pipe 150 mm', 'pipes', 'm'],
  ['FIT-CPL-32', 'Compression coupling 32 mm', 'fittings', 'pcs'],
  ['FIT-TEE-63', 'Tee 63 mm', 'fittings', 'pcs'],
  ['FIT-CLAMP-150', 'Repair clamp 150 mm', 'fittings', 'pcs'],
  ['VLV-GATE-80', 'Gate valve 80 mm', 'valves', 'pcs'],
  ['VLV-BALL-25', 'Ball valve 25 mm', 'valves', 'pcs'],
  ['MTR-15', 'Water meter 15 mm', 'meters', 'pcs'],
  ['MTR-20', 'Water meter 20 mm', 'meters', 'pcs'],
  ['CHEM-NAOCL', 'Sodium hypochlorite', 'chemicals', 'l'],
  ['CHEM-TEST', 'Chlorine test reagent', 'chemicals', 'pcs'],
  ['TOOL-TAPE', 'PTFE tape', 'tools', 'pcs'],
];

/** Stations per town, and elements around each station, by scale (`large`: about 1,400 elements). */
const STATIONS_PER_TOWN = { small: 2, large: 25 } as const;
const ELEMENTS_PER_STATION = { small: 6, large: 10 } as const;
const INACTIVE = 0.05;

export function insertFieldBase(db: Db, seed: number, scale: 'small' | 'large'): void {
  const random = createRandom((seed ^ FIELD_BASE_STREAM) >>> 0);
  const warehouse = db.prepare('INSERT INTO warehouses (code, name, kind) VALUES (?, ?, ?)');
  const split = (label: string) => [label.slice(0, label.indexOf(' ')), label.slice(label.indexOf(' ') + 1)] as const;
  for (const label of WAREHOUSES) warehouse.run(...split(label), 'stores');
  for (const label of METER_WAREHOUSES) warehouse.run(...split(label), 'meters');

  const item = db.prepare('INSERT INTO stock_items (code, name, category, unit) VALUES (?, ?, ?, ?)');
  const stock = db.prepare('INSERT INTO warehouse_stock (warehouse_id, stock_item_id, quantity) VALUES (?, ?, ?)');
  const warehouses = db.prepare<[], { id: number; kind: string }>('SELECT id, kind FROM warehouses ORDER BY id').all();
  for (const [code, name, category, unit] of STOCK_ITEMS) {
    const itemId = Number(item.run(code, name, category, unit).lastInsertRowid);
    for (const house of warehouses) {
      if ((category === 'meters') !== (house.kind === 'meters')) continue;
      stock.run(house.id, itemId, unit === 'pcs' ? random.int(0, 200) : random.int(0, 2_000));
    }
  }

  const type = db.prepare('INSERT INTO element_types (code, name, is_station) VALUES (?, ?, ?)');
  const typeIds = new Map<string, number>();
  for (const row of ELEMENT_TYPES) {
    const name = JSON.stringify({ en: row.en, el: row.el, ru: row.ru, ar: row.ar });
    typeIds.set(row.code, Number(type.run(row.code, name, row.station ? 1 : 0).lastInsertRowid));
  }
  const stationTypes = ELEMENT_TYPES.filter((row) => row.station);
  const memberTypes = ELEMENT_TYPES.filter((row) => !row.station);

  const element = db.prepare(`INSERT INTO elements (code, name, element_type_id, parent_id, town, latitude, longitude, status,
    installed_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const counters = new Map<string, number>();
  const nextCode = (code: string) => {
    const next = (counters.get(code) ?? 0) + 1;
    counters.set(code, next);
    return `${code}-${String(next).padStart(4, '0')}`;
  };
  const installedOn = () => `${random.int(1975, 2024)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  const status = () => (random.chance(INACTIVE) ? 'inactive' : 'active');
  for (const [town, [lat, lon]] of Object.entries(TOWN_CENTRES)) {
    for (let s = 0; s < STATIONS_PER_TOWN[scale]; s++) {
      const stationType = random.pick(stationTypes);
      const latitude = clamp(lat + (random.next() - 0.5) * 0.06, LAT_RANGE);
      const longitude = clamp(lon + (random.next() - 0.5) * 0.08, LON_RANGE);
      const code = nextCode(stationType.code);
      const station = Number(
        element.run(code, `${town} ${stationType.en.toLowerCase()} ${code.slice(-4)}`, typeIds.get(stationType.code), null, town,
          round6(latitude), round6(longitude), 'active', installedOn()).lastInsertRowid,
      );
      for (let e = 0; e < ELEMENTS_PER_STATION[scale]; e++) {
        const memberType = random.pick(memberTypes);
        const memberCode = nextCode(memberType.code);
        element.run(memberCode, `${memberType.en} ${memberCode.slice(-4)}, ${town}`, typeIds.get(memberType.code), station, town,
          round6(clamp(latitude + (random.next() - 0.5) * 0.01, LAT_RANGE)),
          round6(clamp(longitude + (random.next() - 0.5) * 0.012, LON_RANGE)), status(), installedOn());
      }
    }
  }
}

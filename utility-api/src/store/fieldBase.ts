import type { Db } from '../db/open.ts';
import { sortOrder, sortedStatements, type SortChoice } from './sortOrder.ts';

export const ELEMENT_SORTS = ['code', 'name', 'type', 'station', 'town', 'status'] as const;
export type ElementSort = (typeof ELEMENT_SORTS)[number];

/** 002 §3 jobcard element type; names in the request language, en as fallback. */
export interface ElementTypeItem {
  typeId: number;
  code: string;
  name: string;
  isStation: boolean;
}

/** A network element (README "Field work: elements, warehouses and employees"). */
export interface ElementItem {
  elementId: number;
  code: string;
  name: string;
  typeId: number;
  typeCode: string;
  typeName: string;
  stationId: number | null;
  town: string;
  latitude: number;
  longitude: number;
  status: 'active' | 'inactive';
  installedOn: string;
}

export interface WarehouseItem {
  warehouseId: number;
  code: string;
  name: string;
  kind: 'stores' | 'meters';
}

/** A material of the catalogue; `quantityOnHand` only when asked for one warehouse. */
export interface StockItem {
  stockItemId: number;
  code: string;
  name: string;
  category: 'pipes' | 'fittings' | 'valves' | 'meters' | 'chemicals' | 'tools';
  unit: 'pcs' | 'm' | 'kg' | 'l';
  quantityOnHand: number | null;
}

interface ElementFilter extends SortChoice<ElementSort> {
  typeIds?: readonly number[];
  /** Case-insensitive substring of the code or the name. */
  text?: string;
  /** Only the station itself and the elements that belong to it. */
  stationId?: number;
}

export interface FieldBaseStore {
  elementTypes(language: string): ElementTypeItem[];
  elements(filter: ElementFilter, language: string, limit: number, offset: number): { total: number; items: ElementItem[] };
  /** The elements among `ids`, in the order asked; unknown ids are left out. */
  elementItems(ids: readonly number[], language: string): ElementItem[];
  warehouses(kind?: WarehouseItem['kind']): WarehouseItem[];
  warehouse(id: number): WarehouseItem | undefined;
  /** Materials by code; with a warehouse, only those it stocks, with the quantity on hand. */
  stockItems(filter: { text?: string; warehouseId?: number }, limit: number, offset: number): { total: number; items: StockItem[] };
  /** Materials among `ids`, in the order asked, with the quantity on hand in `warehouseId` when given. */
  stockItemsByIds(ids: readonly number[], warehouseId?: number): StockItem[];
}

type ElementRow = Omit<ElementItem, 'status'> & { status: string };

const typeName = `COALESCE(json_extract(t.name, '$.' || @language), json_extract(t.name, '$.en'))`;
const elementColumns = `e.id AS elementId, e.code, e.name, t.id AS typeId, t.code AS typeCode, ${typeName} AS typeName,
  e.parent_id AS stationId, e.town, e.latitude, e.longitude, e.status, e.installed_on AS installedOn`;
const elementConditions = `(@text IS NULL OR instr(lower(e.code), lower(@text)) > 0 OR instr(lower(e.name), lower(@text)) > 0)
    AND (@stationId IS NULL OR e.id = @stationId OR e.parent_id = @stationId)`;
/** Elements of any type. */
const anyTypeWhere = `FROM elements e JOIN element_types t ON t.id = e.element_type_id WHERE ${elementConditions}`;
/**
 * Elements of the types `@typeIds` lists (the stations of the station tree and pickers): a statement of its own,
 * so that they are found from `elements_type` (type, code), where `@typeIds IS NULL OR …` left SQLite no index
 * but to read every element in the order of the page.
 */
const ofTypesWhere = `FROM elements e JOIN element_types t ON t.id = e.element_type_id
  WHERE e.element_type_id IN (SELECT value FROM json_each(@typeIds)) AND ${elementConditions}`;

/** ORDER BY of each sort (a station's own code for its elements); by code without one. */
const elementOrder = sortOrder<ElementSort>(
  {
    code: 'e.code',
    name: 'e.name COLLATE NOCASE',
    type: 'typeName COLLATE NOCASE',
    station: 'e.parent_id IS NULL, (SELECT s.code FROM elements s WHERE s.id = e.parent_id)',
    town: 'e.town IS NULL, e.town COLLATE NOCASE',
    status: 'e.status',
  },
  'e.id',
  'e.code',
);

const toElement = (row: ElementRow): ElementItem => ({ ...row, status: row.status === 'inactive' ? 'inactive' : 'active' });

export function fieldBaseStore(db: Db): FieldBaseStore {
  const types = db.prepare<[object], Omit<ElementTypeItem, 'isStation'> & { isStation: number }>(
    `SELECT t.id AS typeId, t.code, ${typeName} AS name, t.is_station AS isStation FROM element_types t ORDER BY t.is_station DESC, t.id`,
  );
  const lists = [anyTypeWhere, ofTypesWhere].map((where) => ({
    count: db.prepare<[object], { total: number }>(`SELECT COUNT(*) AS total ${where}`),
    page: sortedStatements<ElementRow>(db, (order) => `SELECT ${elementColumns} ${where} ${order} LIMIT @limit OFFSET @offset`),
  }));
  const byIds = db.prepare<[object], ElementRow>(
    `SELECT ${elementColumns} FROM elements e JOIN element_types t ON t.id = e.element_type_id
     WHERE e.id IN (SELECT value FROM json_each(@ids))`,
  );
  const warehouses = db.prepare<[object], WarehouseItem>(
    'SELECT id AS warehouseId, code, name, kind FROM warehouses WHERE @kind IS NULL OR kind = @kind ORDER BY kind DESC, code',
  );
  const warehouse = db.prepare<[number], WarehouseItem>('SELECT id AS warehouseId, code, name, kind FROM warehouses WHERE id = ?');
  const stockColumns = `s.id AS stockItemId, s.code, s.name, s.category, s.unit, w.quantity AS quantityOnHand`;
  const stockFrom = `FROM stock_items s LEFT JOIN warehouse_stock w ON w.stock_item_id = s.id AND w.warehouse_id = @warehouseId`;
  const stockWhere = `${stockFrom} WHERE (@warehouseId IS NULL OR w.warehouse_id IS NOT NULL)
    AND (@text IS NULL OR instr(lower(s.code), lower(@text)) > 0 OR instr(lower(s.name), lower(@text)) > 0)`;
  const stockCount = db.prepare<[object], { total: number }>(`SELECT COUNT(*) AS total ${stockWhere}`);
  const stockPage = db.prepare<[object], StockItem>(`SELECT ${stockColumns} ${stockWhere} ORDER BY s.code LIMIT @limit OFFSET @offset`);
  const stockByIds = db.prepare<[object], StockItem>(`SELECT ${stockColumns} ${stockFrom} WHERE s.id IN (SELECT value FROM json_each(@ids))`);
  return {
    stockItems: (filter, limit, offset) => {
      const where = { warehouseId: filter.warehouseId ?? null, text: filter.text?.trim() ? filter.text.trim() : null };
      return { total: stockCount.get(where)?.total ?? 0, items: stockPage.all({ ...where, limit, offset }) };
    },
    stockItemsByIds: (ids, warehouseId) => {
      const rows = new Map(stockByIds.all({ ids: JSON.stringify(ids), warehouseId: warehouseId ?? null }).map((row) => [row.stockItemId, row]));
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
    elementTypes: (language) => types.all({ language }).map((row) => ({ ...row, isStation: row.isStation === 1 })),
    elements: (filter, language, limit, offset) => {
      const conditions = { text: filter.text?.trim() ? filter.text.trim() : null, stationId: filter.stationId ?? null };
      const ofTypes = filter.typeIds !== undefined && filter.typeIds.length > 0;
      const { count, page } = lists[ofTypes ? 1 : 0] as (typeof lists)[number];
      const where = ofTypes ? { ...conditions, typeIds: JSON.stringify(filter.typeIds) } : conditions;
      return { total: count.get(where)?.total ?? 0, items: page(elementOrder(filter)).all({ ...where, language, limit, offset }).map(toElement) };
    },
    elementItems: (ids, language) => {
      const rows = new Map(byIds.all({ ids: JSON.stringify(ids), language }).map((row) => [row.elementId, toElement(row)]));
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
    warehouses: (kind) => warehouses.all({ kind: kind ?? null }),
    warehouse: (id) => warehouse.get(id),
  };
}

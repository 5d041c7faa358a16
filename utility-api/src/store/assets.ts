import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open.ts';
import { sortOrder, sortedStatements } from './sortOrder.ts';

/** Asset categories of the register (README "Assets, element properties and PV parks"). */
export const ASSET_CATEGORIES = ['pump', 'motor', 'valve', 'pipeSection', 'tank', 'electricalPanel', 'scadaDevice'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];
export const ASSET_STATUSES = ['inService', 'standby', 'retired'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];
export const ASSET_SORTS = ['assetNumber', 'description', 'category', 'installedOn', 'condition', 'criticality', 'nextDue'] as const;
export type AssetSort = (typeof ASSET_SORTS)[number];

/** An asset with its element and its current condition (the latest assessment). */
export interface AssetItem {
  assetId: number;
  assetNumber: string;
  description: string;
  category: AssetCategory;
  elementId: number;
  elementCode: string;
  elementName: string;
  stationId: number | null;
  make: string | null;
  model: string | null;
  serialNo: string | null;
  installedOn: string | null;
  /** Euros with two decimals (stored in cents). */
  purchaseCost: number | null;
  expectedLifeYears: number | null;
  status: AssetStatus;
  criticality: number;
  conditionGrade: number | null;
  performanceGrade: number | null;
  remainingLifeYears: number | null;
  lastAssessedOn: string | null;
  nextDueOn: string | null;
  /** In service or standby, and never assessed or past the next due day of the latest assessment. */
  assessmentOverdue: boolean;
  assessmentCount: number;
}

export interface AssessmentItem {
  assessmentId: number;
  assetId: number;
  assessedOn: string;
  assessorId: number;
  assessorName: string;
  conditionGrade: number;
  performanceGrade: number;
  remainingLifeYears: number | null;
  remarks: string | null;
  nextDueOn: string | null;
}

interface AssetFilter {
  text?: string;
  category?: AssetCategory;
  elementId?: number;
  /** The station and the elements that belong to it. */
  stationId?: number;
  conditionGrade?: number;
  status?: AssetStatus;
  overdue?: boolean;
  sort?: AssetSort;
  descending?: boolean;
}

export interface AssetValues {
  assetNumber: string;
  description: string;
  category: AssetCategory;
  elementId: number;
  make: string | null;
  model: string | null;
  serialNo: string | null;
  installedOn: string | null;
  purchaseCostCents: number | null;
  expectedLifeYears: number | null;
  status: AssetStatus;
  criticality: number;
}

export interface AssessmentValues {
  assetId: number;
  assessedOn: string;
  assessorId: number;
  conditionGrade: number;
  performanceGrade: number;
  remainingLifeYears: number | null;
  remarks: string | null;
  nextDueOn: string | null;
}

export interface AssetStore {
  list(filter: AssetFilter, today: string, limit: number, offset: number): { total: number; items: AssetItem[] };
  /** The assets among `ids`, in the order asked; unknown ids left out. */
  byIds(ids: readonly number[], today: string): AssetItem[];
  find(id: number, today: string): AssetItem | undefined;
  /** The asset id holding `assetNumber`, if any. */
  idOfNumber(assetNumber: string): number | undefined;
  save(id: number | null, values: AssetValues): number;
  delete(id: number): boolean;
  assessments(assetId: number, limit: number, offset: number): { total: number; items: AssessmentItem[] };
  assessment(id: number): AssessmentItem | undefined;
  saveAssessment(id: number | null, values: AssessmentValues): number;
  deleteAssessment(id: number): boolean;
}

const latest = `(SELECT c.id FROM condition_assessments c WHERE c.asset_id = a.id ORDER BY c.assessed_on DESC, c.id DESC LIMIT 1)`;
const columns = `a.id AS assetId, a.asset_number AS assetNumber, a.description, a.category, a.element_id AS elementId,
  e.code AS elementCode, e.name AS elementName, e.parent_id AS stationId, a.make, a.model, a.serial_no AS serialNo,
  a.installed_on AS installedOn, a.purchase_cost AS purchaseCost, a.expected_life_years AS expectedLifeYears, a.status,
  a.criticality, l.condition_grade AS conditionGrade, l.performance_grade AS performanceGrade,
  l.remaining_life_years AS remainingLifeYears, l.assessed_on AS lastAssessedOn, l.next_due_on AS nextDueOn,
  (SELECT COUNT(*) FROM condition_assessments n WHERE n.asset_id = a.id) AS assessmentCount`;
const from = `FROM assets a JOIN elements e ON e.id = a.element_id LEFT JOIN condition_assessments l ON l.id = ${latest}`;
const overdue = `(a.status <> 'retired' AND (l.id IS NULL OR (l.next_due_on IS NOT NULL AND l.next_due_on < @today)))`;
/** The filter's conditions by what they read: the asset alone, its element (`e`), its latest assessment (`l`). */
const ON_ASSET = `(@category IS NULL OR a.category = @category)
  AND (@elementId IS NULL OR a.element_id = @elementId)
  AND (@status IS NULL OR a.status = @status)`;
const ON_ELEMENT = `(@text IS NULL OR instr(lower(a.asset_number), @text) > 0 OR instr(lower(a.description), @text) > 0
    OR instr(lower(COALESCE(a.serial_no, '')), @text) > 0 OR instr(lower(COALESCE(a.make, '') || ' ' || COALESCE(a.model, '')), @text) > 0
    OR instr(lower(e.code), @text) > 0)
  AND (@stationId IS NULL OR e.id = @stationId OR e.parent_id = @stationId)`;
const ON_ASSESSMENT = `(@condition IS NULL OR l.condition_grade = @condition)
  AND (@overdue IS NULL OR ${overdue} = @overdue)`;
const where = `WHERE ${ON_ASSET} AND ${ON_ELEMENT} AND ${ON_ASSESSMENT}`;

/**
 * COUNT of a filter that reads the element or the latest assessment only when it filters by them: every asset
 * has its element (a NOT NULL foreign key) and at most one latest assessment, so the joins add no row, and a
 * count without them reads the assets alone instead of finding every asset's latest assessment.
 */
function countSql(readsElement: boolean, readsAssessment: boolean): string {
  const joins = [readsElement ? 'JOIN elements e ON e.id = a.element_id' : '', readsAssessment ? `LEFT JOIN condition_assessments l ON l.id = ${latest}` : ''];
  const conditions = [ON_ASSET, readsElement ? ON_ELEMENT : '', readsAssessment ? ON_ASSESSMENT : ''].filter((sql) => sql !== '');
  return `SELECT COUNT(*) AS total FROM assets a ${joins.join(' ')} WHERE ${conditions.join(' AND ')}`;
}

/** ORDER BY of each sort; ties by asset number so pages never overlap. Nulls last either way. */
const ORDER: Record<AssetSort, string> = {
  assetNumber: 'a.asset_number',
  description: 'a.description COLLATE NOCASE',
  category: 'a.category',
  installedOn: 'a.installed_on IS NULL, a.installed_on',
  condition: 'l.condition_grade IS NULL, l.condition_grade',
  criticality: 'a.criticality',
  nextDue: 'l.next_due_on IS NULL, l.next_due_on',
};

type AssetRow = Omit<AssetItem, 'assessmentOverdue'> & { overdue: number };
const toAsset = ({ overdue: late, ...row }: AssetRow): AssetItem => ({
  ...row,
  purchaseCost: row.purchaseCost === null ? null : row.purchaseCost / 100,
  assessmentOverdue: late === 1,
});

const orderBy = sortOrder(ORDER, 'a.asset_number', 'a.asset_number ASC');

export function assetStore(db: Db): AssetStore {
  const counts = new Map<string, Statement<[object], { total: number }>>();
  const count = (params: { text: string | null; stationId: number | null; condition: number | null; overdue: number | null }) => {
    const readsElement = params.text !== null || params.stationId !== null;
    const readsAssessment = params.condition !== null || params.overdue !== null;
    const key = `${readsElement}/${readsAssessment}`;
    let statement = counts.get(key);
    if (statement === undefined) {
      statement = db.prepare<[object], { total: number }>(countSql(readsElement, readsAssessment));
      counts.set(key, statement);
    }
    return statement;
  };
  const pages = sortedStatements<AssetRow>(db, (order) => `SELECT ${columns}, ${overdue} AS overdue ${from} ${where} ${order} LIMIT @limit OFFSET @offset`);
  const page = (sort: AssetSort | undefined, descending: boolean | undefined) => pages(orderBy({ sort, descending }));
  const byIds = db.prepare<[object], AssetRow>(`SELECT ${columns}, ${overdue} AS overdue ${from} WHERE a.id IN (SELECT value FROM json_each(@ids))`);
  const idOfNumber = db.prepare<[string], { id: number }>('SELECT id FROM assets WHERE asset_number = ? COLLATE NOCASE');
  const insert = db.prepare(`INSERT INTO assets (asset_number, description, category, element_id, make, model, serial_no, installed_on,
    purchase_cost, expected_life_years, status, criticality) VALUES (@assetNumber, @description, @category, @elementId, @make, @model,
    @serialNo, @installedOn, @purchaseCostCents, @expectedLifeYears, @status, @criticality)`);
  const update = db.prepare(`UPDATE assets SET asset_number = @assetNumber, description = @description, category = @category,
    element_id = @elementId, make = @make, model = @model, serial_no = @serialNo, installed_on = @installedOn,
    purchase_cost = @purchaseCostCents, expected_life_years = @expectedLifeYears, status = @status, criticality = @criticality WHERE id = @id`);
  const remove = db.prepare('DELETE FROM assets WHERE id = ?');
  const assessmentColumns = `c.id AS assessmentId, c.asset_id AS assetId, c.assessed_on AS assessedOn, c.assessor_id AS assessorId,
    u.name AS assessorName, c.condition_grade AS conditionGrade, c.performance_grade AS performanceGrade,
    c.remaining_life_years AS remainingLifeYears, c.remarks, c.next_due_on AS nextDueOn`;
  const assessmentCount = db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM condition_assessments WHERE asset_id = ?');
  const assessmentPage = db.prepare<[number, number, number], AssessmentItem>(
    `SELECT ${assessmentColumns} FROM condition_assessments c JOIN users u ON u.id = c.assessor_id WHERE c.asset_id = ?
     ORDER BY c.assessed_on DESC, c.id DESC LIMIT ? OFFSET ?`,
  );
  const assessment = db.prepare<[number], AssessmentItem>(
    `SELECT ${assessmentColumns} FROM condition_assessments c JOIN users u ON u.id = c.assessor_id WHERE c.id = ?`,
  );
  const insertAssessment = db.prepare(`INSERT INTO condition_assessments (asset_id, assessed_on, assessor_id, condition_grade,
    performance_grade, remaining_life_years, remarks, next_due_on) VALUES (@assetId, @assessedOn, @assessorId, @conditionGrade,
    @performanceGrade, @remainingLifeYears, @remarks, @nextDueOn)`);
  const updateAssessment = db.prepare(`UPDATE condition_assessments SET assessed_on = @assessedOn, assessor_id = @assessorId,
    condition_grade = @conditionGrade, performance_grade = @performanceGrade, remaining_life_years = @remainingLifeYears,
    remarks = @remarks, next_due_on = @nextDueOn WHERE id = @id AND asset_id = @assetId`);
  const removeAssessment = db.prepare('DELETE FROM condition_assessments WHERE id = ?');

  const byIdList = (ids: readonly number[], today: string) => {
    const rows = new Map(byIds.all({ ids: JSON.stringify(ids), today }).map((row) => [row.assetId, toAsset(row)]));
    return ids.flatMap((id) => rows.get(id) ?? []);
  };
  return {
    list(filter, today, limit, offset) {
      const text = filter.text?.trim().toLowerCase();
      const params = {
        today,
        text: text ? text : null,
        category: filter.category ?? null,
        elementId: filter.elementId ?? null,
        stationId: filter.stationId ?? null,
        condition: filter.conditionGrade ?? null,
        status: filter.status ?? null,
        overdue: filter.overdue === undefined ? null : filter.overdue ? 1 : 0,
      };
      const items = page(filter.sort, filter.descending).all({ ...params, limit, offset }).map(toAsset);
      return { total: count(params).get(params)?.total ?? 0, items };
    },
    byIds: byIdList,
    find: (id, today) => byIdList([id], today)[0],
    idOfNumber: (assetNumber) => idOfNumber.get(assetNumber)?.id,
    save(id, values) {
      if (id === null) return Number(insert.run(values).lastInsertRowid);
      update.run({ ...values, id });
      return id;
    },
    delete: (id) => remove.run(id).changes > 0,
    assessments: (assetId, limit, offset) => ({
      total: assessmentCount.get(assetId)?.total ?? 0,
      items: assessmentPage.all(assetId, limit, offset),
    }),
    assessment: (id) => assessment.get(id),
    saveAssessment(id, values) {
      if (id === null) return Number(insertAssessment.run(values).lastInsertRowid);
      updateAssessment.run({ ...values, id });
      return id;
    },
    deleteAssessment: (id) => removeAssessment.run(id).changes > 0,
  };
}

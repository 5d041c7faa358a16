import type { Db } from '../db/open.ts';
import { JOB_CARD_STEPS, type JobCardStep, plannedHours } from './jobCardsWorkflow.ts';
import { rankOf, sortOrder, sortedStatements, type SortChoice } from './sortOrder.ts';

export const ORIGIN_TYPES = ['application', 'investigation', 'problemLog', 'planned'] as const;
export type OriginType = (typeof ORIGIN_TYPES)[number];
export const JOB_CARD_SORTS = ['number', 'step', 'startsAt', 'description', 'employee'] as const;
export type JobCardSort = (typeof JOB_CARD_SORTS)[number];

/** 002 §3 Jobcard, with lookup names in the request language. */
export interface JobCardItem {
  jobCardId: number;
  number: string;
  originType: OriginType;
  originId: number | null;
  stationId: number | null;
  elementId: number | null;
  elementTypeId: number | null;
  elementTypeName: string | null;
  startsAt: string;
  endsAt: string | null;
  plannedHours: number | null;
  actualHours: number;
  activityId: number | null;
  activityName: string | null;
  conditionId: number | null;
  conditionName: string | null;
  complainTypeId: number | null;
  complainTypeName: string | null;
  outcomeId: number | null;
  outcomeCode: string | null;
  outcomeName: string | null;
  description: string | null;
  step: JobCardStep;
  workflowEmployeeId: number | null;
  workflowEmployeeName: string | null;
  createdOn: string;
  updatedOn: string;
}

interface JobCardFilter extends SortChoice<JobCardSort> {
  step?: JobCardStep;
  /** Only open cards (every step but closed). */
  open?: boolean;
  stationId?: number;
  elementId?: number;
  outcomeId?: number;
  workflowEmployeeId?: number;
  originType?: OriginType;
  originId?: number;
  text?: string;
}

interface JobCardFields {
  stationId: number | null;
  elementId: number | null;
  elementTypeId: number | null;
  startsAt: string;
  endsAt: string | null;
  activityId: number | null;
  conditionId: number | null;
  complainTypeId: number | null;
  description: string | null;
}

interface NewJobCard extends JobCardFields {
  originType: OriginType;
  originId: number | null;
  createdBy: number;
}

interface JobCardHistoryItem {
  fromStep: JobCardStep | null;
  toStep: JobCardStep;
  employeeId: number | null;
  employeeName: string | null;
  changedById: number | null;
  changedByName: string | null;
  changedOn: string;
  comment: string | null;
}

interface LookupItem {
  id: number;
  code: string;
  name: string;
}

const LOOKUP_KINDS = ['activity', 'condition', 'complainType', 'outcome', 'supportService', 'problemType'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

export interface JobCardStore {
  lookups(language: string): Record<LookupKind, LookupItem[]>;
  lookup(kind: LookupKind, id: number): LookupItem | undefined;
  list(filter: JobCardFilter, language: string, limit: number, offset: number): { total: number; items: JobCardItem[] };
  byIds(ids: readonly number[], language: string): JobCardItem[];
  find(id: number, language: string): JobCardItem | undefined;
  /** Creates the card at step registered with its first history row; answers its id. */
  create(card: NewJobCard, moment: string): number;
  update(id: number, fields: JobCardFields, moment: string): void;
  changeStep(id: number, from: JobCardStep, to: JobCardStep, employeeId: number | null, changedBy: number, moment: string, comment: string | null): void;
  close(id: number, from: JobCardStep, outcomeId: number, activityId: number | null, changedBy: number, moment: string, comment: string | null): void;
  history(id: number): JobCardHistoryItem[];
}

const named = (column: string) => `COALESCE(json_extract(${column}, '$.' || @language), json_extract(${column}, '$.en'))`;

const COLUMNS = `j.id AS jobCardId, j.number, j.origin_type AS originType, j.origin_id AS originId, j.station_id AS stationId,
  j.element_id AS elementId, j.element_type_id AS elementTypeId, ${named('et.name')} AS elementTypeName, j.starts_at AS startsAt,
  j.ends_at AS endsAt, j.activity_id AS activityId, ${named('la.name')} AS activityName, j.condition_id AS conditionId,
  ${named('lc.name')} AS conditionName, j.complain_type_id AS complainTypeId, ${named('lt.name')} AS complainTypeName,
  j.outcome_id AS outcomeId, lo.code AS outcomeCode, ${named('lo.name')} AS outcomeName, j.description, j.step,
  j.workflow_employee_id AS workflowEmployeeId, u.name AS workflowEmployeeName, j.created_at AS createdOn, j.updated_at AS updatedOn,
  COALESCE((SELECT SUM(m.hours + m.overtime_hours) FROM job_card_manpower m WHERE m.job_card_id = j.id), 0) AS actualHours`;

const FROM = `FROM job_cards j
  LEFT JOIN element_types et ON et.id = j.element_type_id
  LEFT JOIN maintenance_lookups la ON la.id = j.activity_id
  LEFT JOIN maintenance_lookups lc ON lc.id = j.condition_id
  LEFT JOIN maintenance_lookups lt ON lt.id = j.complain_type_id
  LEFT JOIN maintenance_lookups lo ON lo.id = j.outcome_id
  LEFT JOIN users u ON u.id = j.workflow_employee_id`;

const WHERE = `WHERE (@step IS NULL OR j.step = @step)
  AND (@open IS NULL OR j.step <> 'closed')
  AND (@stationId IS NULL OR j.station_id = @stationId)
  AND (@elementId IS NULL OR j.element_id = @elementId)
  AND (@outcomeId IS NULL OR j.outcome_id = @outcomeId)
  AND (@employeeId IS NULL OR j.workflow_employee_id = @employeeId)
  AND (@originType IS NULL OR j.origin_type = @originType)
  AND (@originId IS NULL OR j.origin_id = @originId)
  AND (@text IS NULL OR instr(lower(j.number), lower(@text)) > 0 OR instr(lower(COALESCE(j.description, '')), lower(@text)) > 0)`;

/** ORDER BY of each sort (the step in workflow order); newest first without one. */
const orderBy = sortOrder<JobCardSort>(
  {
    number: 'j.id',
    step: rankOf('j.step', JOB_CARD_STEPS),
    startsAt: 'j.starts_at',
    description: 'j.description IS NULL, j.description COLLATE NOCASE',
    employee: 'u.name IS NULL, u.name COLLATE NOCASE',
  },
  'j.id',
  'j.id DESC',
);

type Row = Omit<JobCardItem, 'plannedHours'>;
const toItem = (row: Row): JobCardItem => ({ ...row, actualHours: Math.round(row.actualHours * 100) / 100, plannedHours: plannedHours(row.startsAt, row.endsAt) });

export function jobCardStore(db: Db): JobCardStore {
  const lookups = db.prepare<[object], LookupItem & { kind: LookupKind }>(
    `SELECT id, kind, code, ${named('name')} AS name FROM maintenance_lookups ORDER BY kind, id`,
  );
  const lookup = db.prepare<[object], LookupItem>(`SELECT id, code, ${named('name')} AS name FROM maintenance_lookups WHERE kind = @kind AND id = @id`);
  const count = db.prepare<[object], { total: number }>(`SELECT COUNT(*) AS total FROM job_cards j ${WHERE}`);
  const page = sortedStatements<Row>(db, (order) => `SELECT ${COLUMNS} ${FROM} ${WHERE} ${order} LIMIT @limit OFFSET @offset`);
  const byIds = db.prepare<[object], Row>(`SELECT ${COLUMNS} ${FROM} WHERE j.id IN (SELECT value FROM json_each(@ids))`);
  const insert = db.prepare(`INSERT INTO job_cards (number, origin_type, origin_id, station_id, element_id, element_type_id, starts_at, ends_at,
      activity_id, condition_id, complain_type_id, description, step, workflow_employee_id, created_by, created_at, updated_at)
    VALUES ('new', @originType, @originId, @stationId, @elementId, @elementTypeId, @startsAt, @endsAt, @activityId, @conditionId,
      @complainTypeId, @description, 'registered', NULL, @createdBy, @moment, @moment)`);
  const numberIt = db.prepare(`UPDATE job_cards SET number = printf('JC-%06d', id) WHERE id = ?`);
  const update = db.prepare(`UPDATE job_cards SET station_id = @stationId, element_id = @elementId, element_type_id = @elementTypeId,
    starts_at = @startsAt, ends_at = @endsAt, activity_id = @activityId, condition_id = @conditionId, complain_type_id = @complainTypeId,
    description = @description, updated_at = @moment WHERE id = @id`);
  const record = db.prepare(
    'INSERT INTO job_card_history (job_card_id, from_step, to_step, employee_id, changed_by, changed_at, comment) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const setStep = db.prepare('UPDATE job_cards SET step = ?, workflow_employee_id = COALESCE(?, workflow_employee_id), updated_at = ? WHERE id = ?');
  const setClosed = db.prepare(
    `UPDATE job_cards SET step = 'closed', outcome_id = ?, activity_id = COALESCE(?, activity_id), ends_at = COALESCE(ends_at, max(?, starts_at)), updated_at = ? WHERE id = ?`,
  );
  const history = db.prepare<[number], JobCardHistoryItem>(
    `SELECT h.from_step AS fromStep, h.to_step AS toStep, h.employee_id AS employeeId, e.name AS employeeName, h.changed_by AS changedById,
       c.name AS changedByName, h.changed_at AS changedOn, h.comment
     FROM job_card_history h LEFT JOIN users e ON e.id = h.employee_id LEFT JOIN users c ON c.id = h.changed_by
     WHERE h.job_card_id = ? ORDER BY h.id DESC`,
  );

  const filterParams = (filter: JobCardFilter) => ({
    step: filter.step ?? null,
    open: filter.open ? 1 : null,
    stationId: filter.stationId ?? null,
    elementId: filter.elementId ?? null,
    outcomeId: filter.outcomeId ?? null,
    employeeId: filter.workflowEmployeeId ?? null,
    originType: filter.originType ?? null,
    originId: filter.originId ?? null,
    text: filter.text?.trim() ? filter.text.trim() : null,
  });
  const items = (ids: readonly number[], language: string) => {
    const rows = new Map(byIds.all({ ids: JSON.stringify(ids), language }).map((row) => [row.jobCardId, toItem(row)]));
    return ids.flatMap((id) => rows.get(id) ?? []);
  };

  return {
    lookups: (language) => {
      const grouped = Object.fromEntries(LOOKUP_KINDS.map((kind) => [kind, [] as LookupItem[]])) as Record<LookupKind, LookupItem[]>;
      for (const { kind, ...item } of lookups.all({ language })) grouped[kind].push(item);
      return grouped;
    },
    lookup: (kind, id) => lookup.get({ kind, id, language: 'en' }),
    list: (filter, language, limit, offset) => {
      const params = filterParams(filter);
      return { total: count.get(params)?.total ?? 0, items: page(orderBy(filter)).all({ ...params, language, limit, offset }).map(toItem) };
    },
    byIds: items,
    find: (id, language) => items([id], language)[0],
    create: db.transaction((card: NewJobCard, moment: string) => {
      const id = Number(insert.run({ ...card, moment }).lastInsertRowid);
      numberIt.run(id);
      record.run(id, null, 'registered', null, card.createdBy, moment, null);
      return id;
    }),
    update: (id, fields, moment) => {
      update.run({ ...fields, id, moment });
    },
    changeStep: db.transaction((id: number, from: JobCardStep, to: JobCardStep, employeeId: number | null, changedBy: number, moment: string, comment: string | null) => {
      setStep.run(to, employeeId, moment, id);
      record.run(id, from, to, employeeId, changedBy, moment, comment);
    }),
    close: db.transaction((id: number, from: JobCardStep, outcomeId: number, activityId: number | null, changedBy: number, moment: string, comment: string | null) => {
      setClosed.run(outcomeId, activityId, moment, moment, id);
      record.run(id, from, 'closed', null, changedBy, moment, comment);
    }),
    history: (id) => history.all(id),
  };
}

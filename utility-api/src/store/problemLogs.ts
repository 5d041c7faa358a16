import type { Db } from '../db/open.ts';
import { rankOf, sortOrder, sortedStatements, type SortChoice } from './sortOrder.ts';

export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PROBLEM_LOG_SORTS = ['number', 'status', 'priority', 'reportedOn', 'description', 'jobCards'] as const;
export type ProblemLogSort = (typeof PROBLEM_LOG_SORTS)[number];

/** 002 §2 problem logs: problems found on network elements. */
interface ProblemLogItem {
  problemLogId: number;
  number: string;
  elementId: number;
  reportedOn: string;
  reportedById: number | null;
  reportedByName: string | null;
  problemTypeId: number;
  problemTypeName: string;
  priority: Priority;
  description: string;
  status: 'open' | 'closed';
  jobCardCount: number;
  updatedOn: string;
}

interface ProblemLogFields {
  elementId: number;
  problemTypeId: number;
  priority: Priority;
  description: string;
  status: 'open' | 'closed';
}

interface ProblemLogFilter extends SortChoice<ProblemLogSort> {
  status?: 'open' | 'closed';
  elementId?: number;
  stationId?: number;
  priority?: Priority;
  text?: string;
}

export interface ProblemLogStore {
  list(filter: ProblemLogFilter, language: string, limit: number, offset: number): { total: number; items: ProblemLogItem[] };
  byIds(ids: readonly number[], language: string): ProblemLogItem[];
  create(fields: ProblemLogFields, reportedBy: number, moment: string): number;
  update(id: number, fields: ProblemLogFields, moment: string): void;
}

const COLUMNS = `p.id AS problemLogId, p.number, p.element_id AS elementId, p.reported_on AS reportedOn, p.reported_by AS reportedById,
  u.name AS reportedByName, p.problem_type_id AS problemTypeId,
  COALESCE(json_extract(l.name, '$.' || @language), json_extract(l.name, '$.en')) AS problemTypeName, p.priority, p.description, p.status,
  p.updated_at AS updatedOn, (SELECT COUNT(*) FROM job_cards j WHERE j.origin_type = 'problemLog' AND j.origin_id = p.id) AS jobCardCount`;
const FROM = `FROM problem_logs p JOIN maintenance_lookups l ON l.id = p.problem_type_id LEFT JOIN users u ON u.id = p.reported_by`;
const WHERE = `WHERE (@status IS NULL OR p.status = @status) AND (@elementId IS NULL OR p.element_id = @elementId)
  AND (@stationId IS NULL OR p.element_id IN (SELECT id FROM elements WHERE id = @stationId OR parent_id = @stationId))
  AND (@priority IS NULL OR p.priority = @priority)
  AND (@text IS NULL OR instr(lower(p.number), lower(@text)) > 0 OR instr(lower(p.description), lower(@text)) > 0)`;

/** ORDER BY of each sort (priority from low to urgent); newest first without one. */
const orderBy = sortOrder<ProblemLogSort>(
  {
    number: 'p.id',
    status: 'p.status',
    priority: rankOf('p.priority', PRIORITIES),
    reportedOn: 'p.reported_on',
    description: 'p.description COLLATE NOCASE',
    jobCards: 'jobCardCount',
  },
  'p.id',
  'p.id DESC',
);

export function problemLogStore(db: Db): ProblemLogStore {
  const count = db.prepare<[object], { total: number }>(`SELECT COUNT(*) AS total FROM problem_logs p ${WHERE}`);
  const page = sortedStatements<ProblemLogItem>(db, (order) => `SELECT ${COLUMNS} ${FROM} ${WHERE} ${order} LIMIT @limit OFFSET @offset`);
  const byIds = db.prepare<[object], ProblemLogItem>(`SELECT ${COLUMNS} ${FROM} WHERE p.id IN (SELECT value FROM json_each(@ids))`);
  const insert = db.prepare(`INSERT INTO problem_logs (number, element_id, reported_on, reported_by, problem_type_id, priority, description, status, updated_at)
    VALUES ('new', @elementId, @moment, @reportedBy, @problemTypeId, @priority, @description, @status, @moment)`);
  const numberIt = db.prepare(`UPDATE problem_logs SET number = printf('PL-%06d', id) WHERE id = ?`);
  const update = db.prepare(`UPDATE problem_logs SET element_id = @elementId, problem_type_id = @problemTypeId, priority = @priority,
    description = @description, status = @status, updated_at = @moment WHERE id = @id`);
  return {
    list: (filter, language, limit, offset) => {
      const params = {
        status: filter.status ?? null,
        elementId: filter.elementId ?? null,
        stationId: filter.stationId ?? null,
        priority: filter.priority ?? null,
        text: filter.text?.trim() ? filter.text.trim() : null,
      };
      return { total: count.get(params)?.total ?? 0, items: page(orderBy(filter)).all({ ...params, language, limit, offset }) };
    },
    byIds: (ids, language) => {
      const rows = new Map(byIds.all({ ids: JSON.stringify(ids), language }).map((row) => [row.problemLogId, row]));
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
    create: db.transaction((fields: ProblemLogFields, reportedBy: number, moment: string) => {
      const id = Number(insert.run({ ...fields, reportedBy, moment }).lastInsertRowid);
      numberIt.run(id);
      return id;
    }),
    update: (id, fields, moment) => {
      update.run({ ...fields, id, moment });
    },
  };
}

import type { Db } from '../db/open.ts';
import { sortOrder, sortedStatements, type SortChoice } from './sortOrder.ts';

export const INVESTIGATION_SORTS = ['number', 'status', 'location', 'reportedOn', 'jobCards'] as const;
export type InvestigationSort = (typeof INVESTIGATION_SORTS)[number];

/** 002 §2 investigations: a complaint or an O&M application looked into on site. */
interface InvestigationItem {
  investigationId: number;
  number: string;
  source: 'complaint' | 'application';
  applicationId: number | null;
  elementId: number | null;
  location: string;
  complainTypeId: number;
  complainTypeName: string;
  findings: string | null;
  status: 'open' | 'closed';
  reportedOn: string;
  createdByName: string | null;
  jobCardCount: number;
  updatedOn: string;
}

interface InvestigationFields {
  source: 'complaint' | 'application';
  applicationId: number | null;
  elementId: number | null;
  location: string;
  complainTypeId: number;
  findings: string | null;
  status: 'open' | 'closed';
}

interface InvestigationFilter extends SortChoice<InvestigationSort> {
  status?: 'open' | 'closed';
  elementId?: number;
  /** A station (an element): investigations of it and of its elements. */
  stationId?: number;
  text?: string;
}

export interface InvestigationStore {
  list(filter: InvestigationFilter, language: string, limit: number, offset: number): { total: number; items: InvestigationItem[] };
  byIds(ids: readonly number[], language: string): InvestigationItem[];
  create(fields: InvestigationFields, createdBy: number, moment: string): number;
  update(id: number, fields: InvestigationFields, moment: string): void;
}

const COLUMNS = `i.id AS investigationId, i.number, i.source, i.application_id AS applicationId, i.element_id AS elementId, i.location,
  i.complain_type_id AS complainTypeId, COALESCE(json_extract(l.name, '$.' || @language), json_extract(l.name, '$.en')) AS complainTypeName,
  i.findings, i.status, i.reported_on AS reportedOn, u.name AS createdByName, i.updated_at AS updatedOn,
  (SELECT COUNT(*) FROM job_cards j WHERE j.origin_type = 'investigation' AND j.origin_id = i.id) AS jobCardCount`;
const FROM = `FROM investigations i JOIN maintenance_lookups l ON l.id = i.complain_type_id LEFT JOIN users u ON u.id = i.created_by`;
const WHERE = `WHERE (@status IS NULL OR i.status = @status) AND (@elementId IS NULL OR i.element_id = @elementId)
  AND (@stationId IS NULL OR i.element_id IN (SELECT id FROM elements WHERE id = @stationId OR parent_id = @stationId))
  AND (@text IS NULL OR instr(lower(i.number), lower(@text)) > 0 OR instr(lower(i.location), lower(@text)) > 0)`;

/** ORDER BY of each sort; newest first without one. */
const orderBy = sortOrder<InvestigationSort>(
  { number: 'i.id', status: 'i.status', location: 'i.location COLLATE NOCASE', reportedOn: 'i.reported_on', jobCards: 'jobCardCount' },
  'i.id',
  'i.id DESC',
);

export function investigationStore(db: Db): InvestigationStore {
  const count = db.prepare<[object], { total: number }>(`SELECT COUNT(*) AS total FROM investigations i ${WHERE}`);
  const page = sortedStatements<InvestigationItem>(db, (order) => `SELECT ${COLUMNS} ${FROM} ${WHERE} ${order} LIMIT @limit OFFSET @offset`);
  const byIds = db.prepare<[object], InvestigationItem>(`SELECT ${COLUMNS} ${FROM} WHERE i.id IN (SELECT value FROM json_each(@ids))`);
  const insert = db.prepare(`INSERT INTO investigations (number, source, application_id, element_id, location, complain_type_id, findings, status,
    reported_on, created_by, updated_at) VALUES ('new', @source, @applicationId, @elementId, @location, @complainTypeId, @findings, @status, @moment, @createdBy, @moment)`);
  const numberIt = db.prepare(`UPDATE investigations SET number = printf('INV-%06d', id) WHERE id = ?`);
  const update = db.prepare(`UPDATE investigations SET source = @source, application_id = @applicationId, element_id = @elementId, location = @location,
    complain_type_id = @complainTypeId, findings = @findings, status = @status, updated_at = @moment WHERE id = @id`);
  return {
    list: (filter, language, limit, offset) => {
      const params = { status: filter.status ?? null, elementId: filter.elementId ?? null, stationId: filter.stationId ?? null, text: filter.text?.trim() ? filter.text.trim() : null };
      return { total: count.get(params)?.total ?? 0, items: page(orderBy(filter)).all({ ...params, language, limit, offset }) };
    },
    byIds: (ids, language) => {
      const rows = new Map(byIds.all({ ids: JSON.stringify(ids), language }).map((row) => [row.investigationId, row]));
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
    create: db.transaction((fields: InvestigationFields, createdBy: number, moment: string) => {
      const id = Number(insert.run({ ...fields, createdBy, moment }).lastInsertRowid);
      numberIt.run(id);
      return id;
    }),
    update: (id, fields, moment) => {
      update.run({ ...fields, id, moment });
    },
  };
}

import { loaderById, perRequest, positiveId } from '../../batching.ts';
import { resolveConnection } from '../../relay/connection.ts';
import { fromGlobalId, toGlobalId } from '../../relay/globalId.ts';
import type { ScheduleKind, StoreRequisitionSortField } from '../../__generated__/resolvers.ts';
import { upstreamSort } from '../../relay/sort.ts';
import type { UpstreamBody } from '../../upstream/upstreamPaths.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError, type UserErrorCode } from '../../userErrors.ts';
import { EVERY_EMPLOYEE, requireEmployee } from '../auth/employeeGuard.ts';
import { loadViewerUser } from '../auth/viewerUser.ts';
import { warehousesOf } from '../fieldBase/resolvers.ts';
import { employeeNode } from '../node/employeeNode.ts';
import { todayUtc } from '../node/dateScalar.ts';
import {
  WORKFORCE_STATUS,
  deleteScheduleEntry as upstreamDeleteScheduleEntry,
  getRequisitions,
  getRequisitionsByIds,
  getSchedule,
  saveRequisition,
  savePreferences as upstreamSavePreferences,
  saveScheduleEntry as upstreamSaveScheduleEntry,
  setRequisitionStatus,
  type UpstreamRequisition,
  type UpstreamRequisitionAction,
  type UpstreamRequisitionStatus,
  type UpstreamScheduleEntry,
  type UpstreamScheduleKind,
} from './api.ts';
import { workforceText } from './texts.ts';
import { profileLoader } from '../auth/profileLoader.ts';

const FEATURE = 'omApplications';
const MAX_JOB_CARD = 30;
const MAX_NOTE = 500;
const MAX_SCHEDULE_NOTE = 200;
const MAX_LINES = 50;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DAY_MS = 86_400_000;

/** Which actions each status allows (utility-api README "Store requisitions, schedules and preferences"). */
const ALLOWED: Record<UpstreamRequisitionStatus, UpstreamRequisitionAction[]> = {
  draft: ['submit', 'cancel'],
  submitted: ['approve', 'reject', 'cancel'],
  approved: ['issue', 'reject', 'cancel'],
  issued: [],
  rejected: [],
  cancelled: [],
};
const KINDS: Record<UpstreamScheduleKind, ScheduleKind> = { shift: 'SHIFT', onCall: 'ON_CALL', leave: 'LEAVE', training: 'TRAINING' };
const kindOf = (kind: string): UpstreamScheduleKind =>
  (Object.entries(KINDS) as Array<[UpstreamScheduleKind, string]>).find(([, value]) => value === kind)?.[0] ?? 'shift';

export interface StoreRequisitionModel extends Omit<UpstreamRequisition, 'status'> {
  __typename: 'StoreRequisition';
  id: string;
  status: string;
  requestedBy: string;
  allowedActions: string[];
  editable: boolean;
}

const toRequisitionModel = (item: UpstreamRequisition): StoreRequisitionModel => ({
  ...item,
  __typename: 'StoreRequisition',
  id: toGlobalId('StoreRequisition', String(item.requisitionId)),
  status: item.status.toUpperCase(),
  requestedBy: item.requestedByName,
  allowedActions: ALLOWED[item.status].map((action) => action.toUpperCase()),
  editable: item.status === 'draft',
});

const toEntryModel = (entry: UpstreamScheduleEntry) => ({ ...entry, kind: KINDS[entry.kind] });

/** Requisitions by upstream id, per request (pages prime it). */
const requisitionLoader = perRequest((ctx) => loaderById((ids) => getRequisitionsByIds(ctx.upstream, ids), (item) => item.requisitionId));

/** A refused upstream change as a user error with the utility's localized text; anything else is rethrown. */
const REFUSALS: Record<number, { code: UserErrorCode; field: string | null }> = {
  [UPSTREAM_STATUS.failure]: { code: 'NOT_FOUND', field: null },
  [WORKFORCE_STATUS.notEditable]: { code: 'NOT_EDITABLE', field: null },
  [WORKFORCE_STATUS.transitionNotAllowed]: { code: 'TRANSITION_NOT_ALLOWED', field: 'action' },
  [WORKFORCE_STATUS.insufficientStock]: { code: 'INSUFFICIENT_STOCK', field: null },
  [WORKFORCE_STATUS.noLines]: { code: 'NO_LINES', field: 'lines' },
  [WORKFORCE_STATUS.warehouseInvalid]: { code: 'WAREHOUSE_INVALID', field: 'warehouseId' },
  [WORKFORCE_STATUS.scheduleOverlap]: { code: 'SCHEDULE_OVERLAP', field: 'from' },
  [WORKFORCE_STATUS.scheduleTimes]: { code: 'INVALID_INPUT', field: 'to' },
};
function refusalOf(error: unknown, overrideField?: string): UserError {
  if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
  const known = error.status === undefined ? undefined : REFUSALS[error.status];
  return userError(known?.code ?? 'REJECTED', error.text, overrideField ?? known?.field ?? null);
}

/** The upstream `Sort` of each sort field. */
const REQUISITION_SORTS: Record<StoreRequisitionSortField, UpstreamRequisitionSort> = {
  NUMBER: 'number',
  STATUS: 'status',
  WAREHOUSE: 'warehouse',
  JOB_CARD: 'jobCard',
  LINES: 'lines',
  REQUESTED_BY: 'requestedBy',
  UPDATED_AT: 'updatedAt',
};
type UpstreamRequisitionSort = NonNullable<UpstreamBody<'/StoreRequisition/GetList'>['Sort']>;

const storeRequisitions: ResolverOf<'Query', 'storeRequisitions'> = async (
  _,
  args,
  ctx,
) => {
  await requireEmployee(ctx, FEATURE);
  const filter = {
    ...(args.status ? { Status: args.status.toLowerCase() as UpstreamRequisitionStatus } : {}),
    ...(args.mine ? { Mine: true } : {}),
    ...upstreamSort(args.sort, REQUISITION_SORTS),
  };
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getRequisitions(ctx.upstream, filter, page, pageSize);
    for (const item of result.items) requisitionLoader(ctx).prime(item.requisitionId, item);
    return { total: result.total, items: result.items.map(toRequisitionModel) };
  });
};

const dayPlus = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The week (Monday to Sunday) containing `day`, with every employee and their entries. */
const scheduleWeek: ResolverOf<'Query', 'scheduleWeek'> = async (_, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const day = args.day ?? todayUtc();
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weekStart = dayPlus(day, -weekday);
  const days = Array.from({ length: 7 }, (_, index) => dayPlus(weekStart, index));
  const { items, employees } = await getSchedule(ctx.upstream, weekStart, dayPlus(weekStart, 6));
  return {
    weekStart,
    days,
    employees: employees.map((employee) => ({
      ...employee,
      entries: items.filter((entry) => entry.employeeId === employee.employeeId).map(toEntryModel),
    })),
  };
};

const saveStoreRequisition: ResolverOf<'Mutation', 'saveStoreRequisition'> = async (
  _,
  { input },
  ctx,
) => {
  await requireEmployee(ctx, FEATURE);
  const refused = (error: UserError) => ({ storeRequisition: null, userErrors: [error] });
  let requisitionId: number | null = null;
  if (input.requisitionId) {
    const id = positiveId(fromGlobalId(input.requisitionId, 'StoreRequisition'));
    if (id === undefined) return refused(userError('NOT_FOUND', workforceText('requisitionNotFound', ctx.language), 'requisitionId'));
    requisitionId = id;
  }
  const jobCardNumber = input.jobCardNumber?.trim() || null;
  const note = input.note?.trim() || null;
  if ((jobCardNumber?.length ?? 0) > MAX_JOB_CARD) return refused(userError('TOO_LONG', workforceText('tooLong', ctx.language, { max: MAX_JOB_CARD }), 'jobCardNumber'));
  if ((note?.length ?? 0) > MAX_NOTE) return refused(userError('TOO_LONG', workforceText('tooLong', ctx.language, { max: MAX_NOTE }), 'note'));
  const badLine = input.lines.findIndex((line) => !(line.quantity > 0 && line.quantity <= 999_999));
  if (badLine >= 0) return refused(userError('INVALID_INPUT', workforceText('quantityInvalid', ctx.language), `lines.${badLine}.quantity`));
  if (input.lines.length > MAX_LINES) return refused(userError('INVALID_INPUT', workforceText('tooLong', ctx.language, { max: MAX_LINES }), 'lines'));
  try {
    const saved = await saveRequisition(ctx.upstream, {
      RequisitionId: requisitionId,
      WarehouseId: input.warehouseId,
      JobCardNumber: jobCardNumber,
      Note: note,
      Lines: input.lines.map((line) => ({ StockItemId: line.stockItemId, Quantity: line.quantity })),
    });
    requisitionLoader(ctx).clear(saved.requisitionId).prime(saved.requisitionId, saved);
    return { storeRequisition: toRequisitionModel(saved), userErrors: [] };
  } catch (error) {
    return refused(refusalOf(error));
  }
};

const changeStoreRequisitionStatus: ResolverOf<'Mutation', 'changeStoreRequisitionStatus'> = async (_, { input }, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const id = positiveId(fromGlobalId(input.requisitionId, 'StoreRequisition'));
  if (id === undefined) return { storeRequisition: null, userErrors: [userError('NOT_FOUND', workforceText('requisitionNotFound', ctx.language), 'requisitionId')] };
  try {
    const saved = await setRequisitionStatus(ctx.upstream, id, input.action.toLowerCase() as UpstreamRequisitionAction);
    requisitionLoader(ctx).clear(id).prime(id, saved);
    return { storeRequisition: toRequisitionModel(saved), userErrors: [] };
  } catch (error) {
    const userError = refusalOf(error);
    requisitionLoader(ctx).clear(id);
    const current = await requisitionLoader(ctx).load(id);
    return { storeRequisition: current ? toRequisitionModel(current) : null, userErrors: [userError] };
  }
};

const saveScheduleEntry: ResolverOf<'Mutation', 'saveScheduleEntry'> = async (_, { input }, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const refused = (error: UserError) => ({ entry: null, userErrors: [error] });
  for (const field of ['from', 'to'] as const) {
    if (!TIME.test(input[field])) return refused(userError('INVALID_INPUT', workforceText('timeInvalid', ctx.language), field));
  }
  const note = input.note?.trim() || null;
  if ((note?.length ?? 0) > MAX_SCHEDULE_NOTE) return refused(userError('TOO_LONG', workforceText('tooLong', ctx.language, { max: MAX_SCHEDULE_NOTE }), 'note'));
  try {
    const saved = await upstreamSaveScheduleEntry(ctx.upstream, {
      EntryId: input.entryId ?? null,
      EmployeeId: input.employeeId,
      Day: input.day,
      From: input.from,
      To: input.to,
      Kind: kindOf(input.kind),
      Note: note,
    });
    return { entry: toEntryModel(saved), userErrors: [] };
  } catch (error) {
    return refused(refusalOf(error));
  }
};

const deleteScheduleEntry: ResolverOf<'Mutation', 'deleteScheduleEntry'> = async (
  _,
  { input },
  ctx,
) => {
  await requireEmployee(ctx, FEATURE);
  try {
    await upstreamDeleteScheduleEntry(ctx.upstream, input.entryId);
    return { deletedEntryId: input.entryId, userErrors: [] };
  } catch (error) {
    return { deletedEntryId: null, userErrors: [refusalOf(error, 'entryId')] };
  }
};

/** Saves the viewer's warehouses upstream, then answers the viewer's user read afresh (`000 §3` profile). */
const savePreferences: ResolverOf<'Mutation', 'savePreferences'> = async (_, { input }, ctx) => {
  // Every employee keeps their own warehouses (`002 §3` preference), whatever their areas.
  const session = await requireEmployee(ctx, EVERY_EMPLOYEE);
  const warehouses = await warehousesOf(ctx);
  const kindOfWarehouse = (id: number | null | undefined) => warehouses.find((warehouse) => warehouse.warehouseId === id)?.kind;
  if (input.warehouseId != null && kindOfWarehouse(input.warehouseId) !== 'stores') {
    return { user: await loadViewerUser(ctx), userErrors: [userError('WAREHOUSE_INVALID', workforceText('warehouseInvalid', ctx.language), 'warehouseId')] };
  }
  if (input.meterWarehouseId != null && kindOfWarehouse(input.meterWarehouseId) !== 'meters') {
    return { user: await loadViewerUser(ctx), userErrors: [userError('WAREHOUSE_INVALID', workforceText('meterWarehouseInvalid', ctx.language), 'meterWarehouseId')] };
  }
  try {
    await upstreamSavePreferences(ctx.upstream, input.warehouseId ?? null, input.meterWarehouseId ?? null);
  } catch (error) {
    return { user: await loadViewerUser(ctx), userErrors: [refusalOf(error)] };
  }
  profileLoader(ctx).clear(session.data.username);
  return { user: await loadViewerUser(ctx), userErrors: [] };
};

/** Requisitions by global id: employees with the area; null for anyone else. */
export const storeRequisitionNode = employeeNode('StoreRequisition', FEATURE, (ctx, id) => requisitionLoader(ctx).load(id), toRequisitionModel);

export const workforceResolvers: Resolvers = {
  Query: { storeRequisitions, scheduleWeek },
  Mutation: { saveStoreRequisition, changeStoreRequisitionStatus, saveScheduleEntry, deleteScheduleEntry, savePreferences },
};

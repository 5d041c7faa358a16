import { sharedLookup } from '../../cache/sharedLookups.ts';
import type { WorkQueueFilter, WorkQueueSortField } from '../../__generated__/resolvers.ts';
import { upstreamSort } from '../../relay/sort.ts';
import { badUserInputError } from '../../errors.ts';
import { resolveConnection } from '../../relay/connection.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { APPLICATION_STATUSES, statusNumber, toApplicationModel, type WorkQueueKind } from '../applications/applicationModel.ts';
import { getApplicationRequest, getApplicationTypes, getNewCustomerDetails, getQueueCounts, getQueueEmployees, getQueuePage, getStatusHistory, type QueueFilter } from './api.ts';
import { QUEUES, WORK_QUEUE_KIND_NAMES, requireQueue } from './kinds.ts';
import { isEmployee } from '../auth/employeeGuard.ts';
import { customerLoader } from '../enquiry/customerLoader.ts';

/** The upstream filter of a queue; a range that ends before it starts is the caller's mistake. */
function queueFilter(kind: WorkQueueKind, input: WorkQueueFilter | null | undefined): QueueFilter {
  const from = input?.updatedFrom ?? undefined;
  const to = input?.updatedTo ?? undefined;
  if (from !== undefined && to !== undefined && to < from) throw badUserInputError('`updatedTo` must not be before `updatedFrom`.');
  const stages = input?.stages ?? [];
  return {
    kind: QUEUES[kind].upstream,
    status: statusNumber(input?.status),
    type: input?.applicationType ?? undefined,
    assignedToMe: input?.assignedToMe ?? undefined,
    hasUnread: input?.unreadOnly === true ? true : undefined,
    dateFrom: from,
    dateTo: to,
    stages: stages.length === 0 ? undefined : [...new Set(stages)],
  };
}

/** The upstream `Sort` of each sort field. */
const SORTS: Record<WorkQueueSortField, string> = { NAME: 'name', TYPE: 'type', CUSTOMER: 'customer', STATUS: 'status', UPDATED_ON: 'updatedOn', ASSIGNED: 'assigned' };

const workQueue: ResolverOf<'Query', 'workQueue'> = async (_, args, ctx) => {
  await requireQueue(ctx, args.kind);
  const filter = { ...queueFilter(args.kind, args.filter), ...upstreamSort(args.sort, SORTS) };
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getQueuePage(ctx.upstream, filter, page, pageSize);
    return { total: result.total, items: result.items.map(toApplicationModel) };
  });
};

const applicationTypes: ResolverOf<'Query', 'applicationTypes'> = async (_, args, ctx) => {
  await requireQueue(ctx, args.kind);
  const upstreamKind = QUEUES[args.kind].upstream;
  const types = await sharedLookup(ctx, `applicationTypes:${upstreamKind}`, () => getApplicationTypes(ctx.upstream, upstreamKind));
  return types.map((type) => ({ applicationType: type.applicationType, name: type.name, kind: args.kind }));
};

/** As many employees as one assignment list offers. */
const MAX_EMPLOYEES = 100;

/**
 * The same for every employee of the queue (`cache/sharedLookups.ts`): an employee who joins or leaves it shows
 * within the cache's TTL, and the utility checks each assignment itself (`/Application/Assign`).
 */
const queueEmployees: ResolverOf<'Query', 'queueEmployees'> = async (_, args, ctx) => {
  await requireQueue(ctx, args.kind);
  const upstreamKind = QUEUES[args.kind].upstream;
  return sharedLookup(ctx, `queueEmployees:${upstreamKind}`, () => getQueueEmployees(ctx.upstream, upstreamKind, MAX_EMPLOYEES));
};

/** The counts of every queue the viewer's profile opens, in one upstream call. */
const workQueueSummaries: ResolverOf<'Query', 'workQueueSummaries'> = async (_, _args, ctx) => {
  if (!isEmployee(ctx)) return [];
  const counts = await getQueueCounts(ctx.upstream);
  return WORK_QUEUE_KIND_NAMES.flatMap((kind) => {
    const queue = counts.find((item) => item.kind === QUEUES[kind].upstream);
    if (queue === undefined) return [];
    return [{ kind, assignedToMe: queue.assignedToMe, withUnreadMessages: queue.withUnreadMessages, new: queue.new, total: queue.total }];
  });
};

const statusHistory: ResolverOf<'Application', 'statusHistory'> = async (application, args, ctx) => {
  await requireQueue(ctx, application.kind);
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getStatusHistory(ctx.upstream, application.portalApplicationId, page, pageSize);
    return {
      total: result.total,
      items: result.items.map((change) => ({
        fromStatus: APPLICATION_STATUSES[change.fromStatus] ?? 'UNKNOWN',
        toStatus: APPLICATION_STATUSES[change.toStatus] ?? 'UNKNOWN',
        employeeName: change.employeeName,
        changedOn: change.changedOn,
        comment: change.comment,
      })),
    };
  });
};

const allowedStatusChanges: ResolverOf<'Application', 'allowedStatusChanges'> = async (application, _args, ctx) => {
  await requireQueue(ctx, application.kind);
  return application.allowedStatusChanges;
};

/** Through the per-request customer loader, so that a page of applications costs one upstream call. */
const customer: ResolverOf<'Application', 'customer'> = async (application, _args, ctx) => {
  await requireQueue(ctx, application.kind);
  if (application.customerId === null) return null;
  return customerLoader(ctx).load(application.customerId);
};

const newCustomerDetails: ResolverOf<'Application', 'newCustomerDetails'> = async (application, _args, ctx) => {
  await requireQueue(ctx, application.kind);
  if (application.newCustomerApplicationId === null) return null;
  const details = await getNewCustomerDetails(ctx.upstream, application.portalApplicationId);
  return { ...details, submittedOn: details.createdOn };
};

const request: ResolverOf<'Application', 'request'> = async (application, _args, ctx) => {
  await requireQueue(ctx, application.kind);
  // Family, new customer and evaluation applications keep what was sent in their own records.
  if (application.newCustomerApplicationId !== null) return null;
  const found = await getApplicationRequest(ctx.upstream, application.portalApplicationId);
  return found === null ? null : { submittedOn: found.submittedOn, accountKey: found.accountKey, address: found.address, description: found.description, preferredDate: found.preferredDate, fields: found.fields };
};

export const queueResolvers: Resolvers = {
  Query: { workQueue, applicationTypes, queueEmployees, workQueueSummaries },
  Application: { allowedStatusChanges, statusHistory, customer, newCustomerDetails, request },
};

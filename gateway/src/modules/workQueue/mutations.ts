import type { GatewayContext } from '../../context.ts';
import { forbiddenError } from '../../errors.ts';
import { formMessage } from '../../i18n/formChecks.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { UPSTREAM_STATUS, UpstreamError, isNotFound } from '../../upstream/UpstreamError.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { statusNumber, toApplicationModel, type ApplicationModel } from '../applications/applicationModel.ts';
import { loadApplication } from '../applications/resolvers.ts';
import { attachmentText } from '../attachments/attachmentTexts.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { assignApplication, changeApplicationStatus } from './api.ts';
import { QUEUES, WORK_QUEUE_KIND_NAMES, requireQueue } from './kinds.ts';
import { publishWorkQueueChanged } from './publishWorkQueueChanged.ts';

interface Payload {
  application: ApplicationModel | null;
  userErrors: UserError[];
}

/** The upstream's limit on a status comment (utility-api README "Work queues"). */
const MAX_COMMENT = 1000;
const STATUS_FORBIDDEN = 4;

const failed = (error: UserError): Payload => ({ application: null, userErrors: [error] });

/** The areas of the work queues: an employee with none of them works on no application. */
const ANY_QUEUE = WORK_QUEUE_KIND_NAMES.map((kind) => QUEUES[kind].feature);

/**
 * The application an employee may work on: FORBIDDEN for customers and for employees whose profile opens
 * no queue (before anything is read) or not its queue; a NOT_FOUND user error when it does not exist or
 * is in a queue the viewer cannot see.
 */
async function workedApplication(ctx: GatewayContext, globalId: string): Promise<ApplicationModel | UserError> {
  await requireEmployee(ctx, ANY_QUEUE);
  const application = await loadApplication(ctx, Number(fromGlobalId(globalId, 'Application')));
  if (application === null) return userError('NOT_FOUND', attachmentText('notFound', ctx.language), 'applicationId');
  await requireQueue(ctx, application.kind);
  return application;
}

/** Runs an upstream change; its status 1 is the utility refusing it, with its localized text. */
async function change(ctx: GatewayContext, field: string, call: () => Promise<Parameters<typeof toApplicationModel>[0]>): Promise<Payload> {
  try {
    const application = toApplicationModel(await call());
    publishWorkQueueChanged(ctx);
    return { application, userErrors: [] };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === STATUS_FORBIDDEN) throw forbiddenError('Your profile does not include this work queue.');
    if (isNotFound(error) || (error instanceof UpstreamError && error.status === UPSTREAM_STATUS.failure)) {
      return failed(userError('NOT_ALLOWED', error.text, field));
    }
    throw error;
  }
}

const assign: ResolverOf<'Mutation', 'assignApplication'> = async (_, { input }, ctx) => {
  const application = await workedApplication(ctx, input.applicationId);
  if ('code' in application) return failed(application);
  if (input.assignToMe !== true && input.employeeId === undefined) {
    return failed(userError('INVALID_INPUT', formMessage('required', ctx.language), 'employeeId'));
  }
  const employee = input.assignToMe === true ? 'me' : (input.employeeId ?? null);
  return change(ctx, 'employeeId', () => assignApplication(ctx.upstream, application.portalApplicationId, employee));
};

const changeStatus: ResolverOf<'Mutation', 'changeApplicationStatus'> = async (_, { input }, ctx) => {
  const application = await workedApplication(ctx, input.applicationId);
  if ('code' in application) return failed(application);
  const comment = input.comment?.trim() ?? '';
  if (comment.length > MAX_COMMENT) return failed(userError('TOO_LONG', formMessage('tooLong', ctx.language, MAX_COMMENT), 'comment'));
  const status = statusNumber(input.status) ?? 0;
  return change(ctx, 'status', () => changeApplicationStatus(ctx.upstream, application.portalApplicationId, status, comment === '' ? undefined : comment));
};

export const workQueueMutationResolvers: Resolvers = {
  Mutation: { assignApplication: assign, changeApplicationStatus: changeStatus },
};

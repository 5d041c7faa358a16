import { CUSTOMER_VIEW_REASON_MAX } from '../../../../shared/customerView.ts';
import { rebindViewer, upstreamClientFor, type GatewayContext } from '../../context.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import type { SessionData } from '../../session/SessionStore.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError } from '../../userErrors.ts';
import { getProfileDetails, getProfileStatus } from '../auth/api.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { profileLoader } from '../auth/profileLoader.ts';
import { refusalsOf } from '../auth/upstreamRefusal.ts';
import { VIEWER } from '../auth/viewer.ts';
import { customerViewMessage } from './messages.ts';


/**
 * The session keeps its id (cookie or Bearer token alike) and changes whom it acts as, so that an API
 * client needs no new token; the employee's own session data rides along server-side, to be restored.
 */
async function rebindSession(ctx: GatewayContext, data: SessionData): Promise<boolean> {
  const session = ctx.session;
  if (session === undefined) return false;
  const { sessions, config } = ctx.services;
  if (!(await sessions.replace(session.id, data, config.sessionTtlSeconds))) return false;
  rebindViewer(ctx, { session: { ...session, data }, language: ctx.language });
  return true;
}

export const startCustomerView: ResolverOf<'Mutation', 'startCustomerView'> = async (_, { input }, ctx) => {
  const session = await requireEmployee(ctx, 'viewAsCustomer');
  const reason = input.reason.trim();
  if (reason === '') return { viewer: VIEWER, userErrors: [userError('INVALID_INPUT', customerViewMessage('reasonRequired', ctx.language), 'reason')] };
  if (reason.length > CUSTOMER_VIEW_REASON_MAX) {
    return { viewer: VIEWER, userErrors: [userError('INVALID_INPUT', customerViewMessage('reasonTooLong', ctx.language, CUSTOMER_VIEW_REASON_MAX), 'reason')] };
  }
  const customerId = Number(fromGlobalId(input.customerId, 'Customer'));
  let started: Awaited<ReturnType<typeof startUpstream>> | undefined;
  const refusals = await refusalsOf(async () => {
    started = await startUpstream(ctx, customerId, reason);
  });
  if (refusals.length > 0 || started === undefined) return { viewer: VIEWER, userErrors: refusals };
  // The view's own upstream session says whom it shows; the employee's session never acts as the customer.
  const viewUpstream = upstreamClientFor(ctx.services, {
    requestId: ctx.requestId,
    logger: ctx.logger,
    language: ctx.language,
    upstreamSession: started.viewSession,
  });
  const username = await getProfileStatus(viewUpstream);
  const profile = await getProfileDetails(viewUpstream, username);
  const employee: SessionData = session.data;
  await rebindSession(ctx, {
    upstreamSession: started.viewSession,
    username,
    userId: username,
    role: 2,
    language: employee.language,
    view: { employee, expiresAt: started.expiresAt, customerName: started.customerName, employeeName: started.employeeName },
  });
  profileLoader(ctx).prime(username, profile);
  return { viewer: VIEWER, userErrors: [] };
};

function startUpstream(ctx: GatewayContext, customerId: number, reason: string) {
  return ctx.upstream.post('/CustomerView/Start', { CustomerId: Number.isSafeInteger(customerId) ? customerId : 0, Reason: reason });
}

/**
 * Ends the view upstream (the audit records the early end), then the session is the employee's again.
 * An upstream that cannot be reached only gets a log line: the view's session expires there on its own.
 */
async function endViewUpstream(ctx: GatewayContext): Promise<void> {
  try {
    await ctx.upstream.post('/CustomerView/End');
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    ctx.logger.warn({ err: error }, 'could not end the staff view upstream; it expires there on its own');
  }
}

export const endCustomerView: ResolverOf<'Mutation', 'endCustomerView'> = async (_, __, ctx) => {
  const view = ctx.session?.data.view;
  if (view !== undefined) {
    await endViewUpstream(ctx);
    await rebindSession(ctx, view.employee);
  }
  return { viewer: VIEWER, userErrors: [] };
};

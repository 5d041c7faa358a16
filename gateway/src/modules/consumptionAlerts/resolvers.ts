import { requireUser, type GatewayContext } from '../../context.ts';
import { fromGlobalId, toGlobalId } from '../../relay/globalId.ts';
import { resolveConnection } from '../../relay/connection.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { lookUpCustomerRecord } from '../auth/employeeGuard.ts';
import { loadApplication } from '../applications/resolvers.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { ALERT_NOT_OPEN_STATUS, actOnAlert, getAlert, getAlerts } from './api.ts';
import { toAlertModel, upstreamStatus, type ConsumptionAlertModel } from './models.ts';

const consumptionAlerts: ResolverOf<'Account', 'consumptionAlerts'> = (account, args, ctx) => {
  requireUser(ctx);
  const status = args.status ? upstreamStatus(args.status) : undefined;
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getAlerts(ctx.upstream, account.accountId, status, page, pageSize);
    return { total: result.total, items: result.items.map(toAlertModel) };
  });
};

function alertKey(id: string): number | undefined {
  const key = Number(fromGlobalId(id, 'ConsumptionAlert'));
  return Number.isSafeInteger(key) && key > 0 ? key : undefined;
}

/** A refused action as a user error with the utility's text; anything else is rethrown as a GraphQL error. */
function refusalOf(error: unknown): UserError {
  if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
  return userError(error.status === ALERT_NOT_OPEN_STATUS ? 'ALERT_NOT_OPEN' : error.status === UPSTREAM_STATUS.failure ? 'NOT_FOUND' : 'REJECTED', error.text, 'alertId');
}

async function act(ctx: GatewayContext, id: string, action: 'Dismiss' | 'RequestVisit'): Promise<{ alert: ConsumptionAlertModel | null; userErrors: UserError[] }> {
  requireUser(ctx);
  const key = alertKey(id);
  // An id that is not an alert's is refused as the utility refuses another customer's alert.
  try {
    return { alert: toAlertModel(await actOnAlert(ctx.upstream, action, key ?? 0)), userErrors: [] };
  } catch (error) {
    return { alert: null, userErrors: [refusalOf(error)] };
  }
}

const dismissConsumptionAlert: ResolverOf<'Mutation', 'dismissConsumptionAlert'> = (_, { input }, ctx) => act(ctx, input.alertId, 'Dismiss');

const requestVisitForAlert: ResolverOf<'Mutation', 'requestVisitForAlert'> = async (_, { input }, ctx) => {
  const result = await act(ctx, input.alertId, 'RequestVisit');
  const applicationId = result.alert?.portalApplicationId;
  return { ...result, application: applicationId == null ? null : await loadApplication(ctx, applicationId) };
};

/** Alerts by global id: customers see their own accounts' alerts; employees need the enquiries. */
export const consumptionAlertNode: NodeType = {
  type: 'ConsumptionAlert',
  async load(ctx, key) {
    const id = Number(key);
    if (ctx.session === undefined || !Number.isSafeInteger(id) || id <= 0) return null;
    const alert = await lookUpCustomerRecord(ctx, () => getAlert(ctx.upstream, id));
    return alert ? toAlertModel(alert) : null;
  },
};

export const consumptionAlertsResolvers: Resolvers = {
  Account: { consumptionAlerts },
  ConsumptionAlert: {
    id: (alert: ConsumptionAlertModel) => toGlobalId('ConsumptionAlert', String(alert.alertId)),
    visitApplication: (alert: ConsumptionAlertModel, _: unknown, ctx: GatewayContext) => (alert.portalApplicationId === null ? null : loadApplication(ctx, alert.portalApplicationId)),
  },
  Mutation: { dismissConsumptionAlert, requestVisitForAlert },
};

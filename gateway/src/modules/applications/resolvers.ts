import { requireUser, type GatewayContext } from '../../context.ts';
import { resolveConnection } from '../../relay/connection.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { getApplications } from './api.ts';
import { statusNumber, toApplicationModel, type ApplicationModel } from './applicationModel.ts';
import { applicationLoader } from './applicationLoader.ts';

const id: ResolverOf<'Application', 'id'> = (application) =>
  toGlobalId('Application', String(application.portalApplicationId));

/** The upstream lists a customer's own applications, and all of them (or the assigned ones) for employees. */
const applications: ResolverOf<'User', 'applications'> = (_, args, ctx) => {
  requireUser(ctx);
  const filter = { status: statusNumber(args.status), assignedToMe: args.assignedToMe ?? undefined };
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getApplications(ctx.upstream, filter, page, pageSize);
    return { total: result.total, items: result.items.map(toApplicationModel) };
  });
};

/** The application when the viewer may see it, through the per-request loader. */
export async function loadApplication(ctx: GatewayContext, applicationId: number): Promise<ApplicationModel | null> {
  if (!Number.isSafeInteger(applicationId)) return null;
  const application = await applicationLoader(ctx).load(applicationId);
  return application === null ? null : toApplicationModel(application);
}

const application: ResolverOf<'User', 'application'> = (_, args, ctx) => {
  requireUser(ctx);
  return loadApplication(ctx, args.portalApplicationId);
};

export const applicationResolvers: Resolvers = {
  Application: { id },
  User: { applications, application },
};

/** The upstream refuses other customers' applications, which become null. */
export const applicationNode: NodeType = {
  type: 'Application',
  load: (ctx, key) => loadApplication(ctx, Number(key)),
};

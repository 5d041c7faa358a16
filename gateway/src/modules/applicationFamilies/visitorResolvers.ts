import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { loadApplication } from '../applications/resolvers.ts';
import { openVisitorApplication } from './openVisitorApplication.ts';
import { startVisitorApplication } from './startVisitorApplication.ts';

/** The visitor's application, read as its own user (the session holds nothing else). */
const visitorAccess: ResolverOf<'Viewer', 'visitorAccess'> = async (_, __, ctx) => {
  const visitor = ctx.session?.data.visitor;
  if (visitor === undefined) return null;
  const application = await loadApplication(ctx, visitor.portalApplicationId);
  return application === null ? null : { application, name: visitor.name, email: visitor.email };
};

/** Visitors' applications are owned by users without a customer record (utility-api/README.md "Visitors' applications"). */
const fromVisitor: ResolverOf<'Application', 'fromVisitor'> = (application) => application.customerId === null;

/** Visitors' applications of the families open to them (docs/applicationFamilies.md "Visitors"). */
export const visitorResolvers: Resolvers = {
  Viewer: { visitorAccess },
  Application: { fromVisitor },
  Mutation: { startVisitorApplication, openVisitorApplication },
};

import { CUSTOMER_VIEW_AUDIT_MAX } from '../../../../shared/customerView.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { isCustomer } from '../auth/employeeGuard.ts';
import { endCustomerView, startCustomerView } from './startEnd.ts';


const viewingAs: ResolverOf<'Viewer', 'viewingAs'> = (_, __, ctx) => {
  const view = ctx.session?.data.view;
  return view === undefined ? null : { customerName: view.customerName, employeeName: view.employeeName, expiresAt: view.expiresAt };
};

/** The user is always the viewer (`User` is never another's); only a customer has a portal to have been viewed. */
const viewAuditEntries: ResolverOf<'User', 'viewAuditEntries'> = async (_, { first }, ctx) => {
  if (!isCustomer(ctx)) return [];
  const limit = Math.max(0, Math.min(first ?? CUSTOMER_VIEW_AUDIT_MAX, CUSTOMER_VIEW_AUDIT_MAX));
  const { items } = await ctx.upstream.read('/CustomerView/GetAuditEntries');
  return items.slice(0, limit);
};

export const customerViewResolvers: Resolvers = {
  Viewer: { viewingAs },
  User: { viewAuditEntries },
  Mutation: { startCustomerView, endCustomerView },
};

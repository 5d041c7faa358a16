import { resolveConnection } from '../../relay/connection.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { toApplicationModel } from '../applications/applicationModel.ts';
import { CUSTOMER_RECORDS, requireEmployee } from '../auth/employeeGuard.ts';
import { toMessageModel } from '../messages/messageModel.ts';
import { getCustomerApplications, getCustomerMessages } from './api.ts';

/** `002 §9`: message lists show 5 per page. */
const MESSAGES_PAGE_SIZE = 5;

const applications: ResolverOf<'Customer', 'applications'> = async (customer, args, ctx) => {
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getCustomerApplications(ctx.upstream, customer.customerId, page, pageSize);
    return { total: result.total, items: result.items.map(toApplicationModel) };
  });
};

const applicationMessages: ResolverOf<'Customer', 'applicationMessages'> = async (customer, args, ctx) => {
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  return resolveConnection({ first: args.first ?? MESSAGES_PAGE_SIZE, after: args.after }, async (page, pageSize) => {
    const result = await getCustomerMessages(ctx.upstream, customer.customerId, page, pageSize);
    return { total: result.total, items: result.items.map(toMessageModel) };
  });
};

/** The customer's applications and messages: tabs of the customer 360° view. */
export const customerTabsResolvers: Resolvers = {
  Customer: { applications, applicationMessages },
};

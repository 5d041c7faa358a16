import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from '../../context.ts';
import { ERROR_CODES } from '../../errors.ts';
import { customerViewMessage } from './messages.ts';

/** What a staff view may still do: end itself, or sign out (which ends it too). */
export const MUTATIONS_WHILE_VIEWING: ReadonlySet<string> = new Set(['endCustomerView', 'logout']);
/** Subscriptions that only read the customer's own state; any other is refused while viewing. */
const SUBSCRIPTIONS_WHILE_VIEWING: ReadonlySet<string> = new Set(['unreadMessageCount']);

function refuseWhileViewing(ctx: GatewayContext): void {
  if (ctx.session?.data.view === undefined) return;
  throw createGraphQLError(customerViewMessage('viewOnly', ctx.language), { extensions: { code: ERROR_CODES.viewOnly } });
}

function guarded<T extends GraphQLFieldResolver<unknown, GatewayContext>>(resolve: T): T {
  return ((source, args, ctx: GatewayContext, info) => {
    refuseWhileViewing(ctx);
    return resolve(source, args, ctx, info);
  }) as T;
}

/**
 * While a session is a staff view (decided per request from the session, never remembered), every
 * Mutation field but `MUTATIONS_WHILE_VIEWING` is refused with VIEW_ONLY before its resolver runs, and
 * every Subscription field but `SUBSCRIPTIONS_WHILE_VIEWING` before it subscribes: a field added later
 * is refused by default. The utility refuses the view's writes too (utility-api/src/http/viewOnly.ts).
 */
export function withViewOnlyWhileViewing(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    if (!MUTATIONS_WHILE_VIEWING.has(field.name)) field.resolve = guarded(field.resolve ?? defaultFieldResolver);
  }
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    if (!SUBSCRIPTIONS_WHILE_VIEWING.has(field.name)) {
      field.subscribe = guarded(field.subscribe ?? defaultFieldResolver);
    }
  }
  return schema;
}

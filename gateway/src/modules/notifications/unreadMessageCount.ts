import { Repeater } from 'graphql-yoga';
import { requireUser, type GatewayContext } from '../../context.ts';
import { forbiddenError } from '../../errors.ts';
import type { Resolvers } from '../../schema/resolverTypes.ts';
import { unreadRegistryOf } from './registryOfServices.ts';

/** Upstream role of customers (`000 §6`): only they poll for unread messages. */
const ROLE_CUSTOMER = 2;


/**
 * A stream value: a count, or the error that ends the stream. Errors travel as values so that the
 * field resolver raises them: both transports then send them as a GraphQL result, masked as any other.
 */
type CountOrError = number | Error;

function subscribe(_source: unknown, _args: unknown, ctx: GatewayContext): AsyncIterable<CountOrError> {
  const session = requireUser(ctx);
  if (session.data.role !== ROLE_CUSTOMER) throw forbiddenError('Only customers have unread messages.');
  const { userId, upstreamSession } = session.data;
  const { pubsub } = ctx.services;
  const registry = unreadRegistryOf(ctx.services);
  return new Repeater<CountOrError>(async (push, stop) => {
    let last: number | undefined;
    const emit = (count: number) => {
      if (count === last) return;
      last = count;
      void push(count);
    };
    const end = (error: unknown) => {
      void push(error instanceof Error ? error : new Error(String(error)));
      stop();
    };
    const events = pubsub.subscribe('unreadMessageCount', userId)[Symbol.asyncIterator]();
    const membership = registry.join(userId, { upstreamSession, language: ctx.language, expire: end });
    void (async () => {
      for (let next = await events.next(); next.done !== true; next = await events.next()) emit(next.value.count);
    })().catch(end);
    // A change heard before the first check answered is newer than that answer. A failed first check
    // (the utility API down) leaves the stream open: the poller's next count reaches it. An expired
    // session has ended the stream already, through `expire`.
    membership.current().then(
      (count) => (last === undefined ? emit(count) : undefined),
      (error: unknown) => ctx.logger.warn({ err: error }, 'first unread-message check failed'),
    );
    await stop;
    membership.leave();
    await events.return?.();
  });
}

export const notificationsResolvers: Resolvers = {
  Subscription: {
    unreadMessageCount: {
      subscribe,
      resolve: (value: CountOrError) => {
        if (value instanceof Error) throw value;
        return value;
      },
    },
  },
};

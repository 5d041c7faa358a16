import { Repeater } from 'graphql-yoga';
import { upstreamClientFor, type GatewayContext } from '../../context.ts';
import type { Resolvers } from '../../schema/resolverTypes.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { getApplicationsByIds } from '../applications/api.ts';
import { toApplicationModel, type ApplicationModel, type WorkQueueKind } from '../applications/applicationModel.ts';
import { unauthenticatedError } from '../../errors.ts';
import { QUEUES, requireQueue } from './kinds.ts';
import { workQueueWatcherOf } from './watcherOfServices.ts';

/** A changed application, or the error that ends the stream (raised by the field resolver, like unreadMessageCount). */
type ApplicationOrError = ApplicationModel | Error;

async function subscribe(_source: unknown, args: { kind: WorkQueueKind }, ctx: GatewayContext): Promise<AsyncIterable<ApplicationOrError>> {
  const session = await requireQueue(ctx, args.kind);
  const { upstreamSession } = session.data;
  const { services, language } = ctx;
  const upstream = upstreamClientFor(services, { requestId: ctx.requestId, logger: ctx.logger, language, upstreamSession });
  const watcher = workQueueWatcherOf(services);
  return new Repeater<ApplicationOrError>(async (push, stop) => {
    const end = (error: Error) => {
      void push(error);
      stop();
    };
    const membership = watcher.join(QUEUES[args.kind].upstream, {
      upstreamSession,
      language,
      expire: end,
      deliver: (ids) => {
        getApplicationsByIds(upstream, ids).then(
          (items) => {
            for (const item of items) void push(toApplicationModel(item));
          },
          (error: unknown) => {
            if (error instanceof UpstreamError && error.kind === 'unauthenticated') end(unauthenticatedError());
            else ctx.logger.warn({ err: error }, 'work-queue re-read failed');
          },
        );
      },
    });
    await stop;
    membership.leave();
  });
}

export const workQueueSubscriptionResolvers: Resolvers = {
  Subscription: {
    workQueueChanged: {
      subscribe,
      resolve: (value: ApplicationOrError) => {
        if (value instanceof Error) throw value;
        return value;
      },
    },
  },
};

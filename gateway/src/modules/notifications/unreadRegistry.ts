import type { Logger } from 'pino';
import type { GatewayPubSub } from '../../realtime/pubsub.ts';
import type { LanguageCode } from '../../request/language.ts';

/** One open `unreadMessageCount` subscription, as the registry of its instance knows it. */
export interface UnreadSubscriber {
  /** The subscriber's upstream session: any session of the user can read the user's count. */
  readonly upstreamSession: string;
  readonly language: LanguageCode;
  /** Its upstream session has expired: the subscription ends with this error. */
  expire(error: Error): void;
}

export interface UnreadRegistryOptions {
  pubsub: GatewayPubSub;
  /** `UNREAD_POLL_FIRST_MS`: the first poll after a user's first subscriber joins. */
  firstMs: number;
  /** `UNREAD_POLL_INTERVAL_MS`: the polls after that; a count younger than this is fresh. */
  intervalMs: number;
  /** Asks the utility API for the count with the subscriber's upstream session. */
  check(subscriber: UnreadSubscriber): Promise<number>;
  /** The check failed because that subscriber's upstream session is gone (not a passing fault). */
  isSessionExpired(error: unknown): boolean;
  logger: Logger;
}

interface Membership {
  /** The user's count: the registry's fresh value, else one check. */
  current(): Promise<number>;
  leave(): void;
}

export interface UnreadRegistry {
  join(userId: string, subscriber: UnreadSubscriber): Membership;
  /** Users this instance polls for. */
  polledUsers(): number;
  /** Stops every poller and the `messagesChanged` listener (gateway shutdown). */
  close(): void;
}

interface UserPoller {
  /** In joining order; the first one's session is used. */
  subscribers: UnreadSubscriber[];
  count: number | undefined;
  checkedAt: number;
  inFlight: Promise<number> | undefined;
  timer: NodeJS.Timeout | undefined;
}

/**
 * One poller per user and instance, however many tabs the user has open (docs/architecture.md §3, Realtime): the
 * first subscriber starts it, the last one to leave stops it. Counts that changed are published on
 * `unreadMessageCount` keyed by user, so the user's subscribers on every instance hear them; a
 * `messagesChanged` event (from any instance) re-checks this instance's users among its `userIds` at once.
 */
export function createUnreadRegistry(options: UnreadRegistryOptions): UnreadRegistry {
  const { pubsub, logger } = options;
  const pollers = new Map<string, UserPoller>();
  let changes: AsyncIterator<{ userIds: string[] }> | undefined;
  let closed = false;

  async function checkWithAnySession(userId: string, poller: UserPoller): Promise<number> {
    for (;;) {
      const [subscriber] = poller.subscribers;
      if (subscriber === undefined) throw new Error(`no subscriber left for ${userId}`);
      try {
        return await options.check(subscriber);
      } catch (error) {
        if (!options.isSessionExpired(error)) throw error;
        // That tab's session is over; another tab of the same user may still have a live one.
        poller.subscribers = poller.subscribers.filter((other) => other !== subscriber);
        subscriber.expire(error as Error);
      }
    }
  }

  function refresh(userId: string, poller: UserPoller): Promise<number> {
    poller.inFlight ??= checkWithAnySession(userId, poller)
      .then((count) => {
        poller.checkedAt = performance.now();
        if (count !== poller.count) {
          poller.count = count;
          pubsub.publish('unreadMessageCount', userId, { count });
        }
        return count;
      })
      .finally(() => {
        poller.inFlight = undefined;
        if (poller.subscribers.length === 0) stop(userId, poller);
      });
    return poller.inFlight;
  }

  function schedule(userId: string, poller: UserPoller, delayMs: number): void {
    poller.timer = setTimeout(() => {
      refresh(userId, poller)
        .catch((error: unknown) => logger.warn({ err: error, userId }, 'unread-message poll failed'))
        .finally(() => {
          if (pollers.get(userId) === poller && !closed) schedule(userId, poller, options.intervalMs);
        });
    }, delayMs);
    poller.timer.unref();
  }

  function stop(userId: string, poller: UserPoller): void {
    clearTimeout(poller.timer);
    if (pollers.get(userId) === poller) pollers.delete(userId);
  }

  /** A change may land while a check is running: that check could have read the old count. */
  function recheck(userId: string): void {
    const poller = pollers.get(userId);
    if (poller === undefined) return;
    const after = poller.inFlight ?? Promise.resolve(0);
    void after
      .catch(() => 0)
      .then(() => (pollers.get(userId) === poller ? refresh(userId, poller) : 0))
      .catch((error: unknown) => logger.warn({ err: error, userId }, 'unread-message re-check failed'));
  }

  function listenForChanges(): void {
    if (changes !== undefined) return;
    const iterator = pubsub.subscribe('messagesChanged')[Symbol.asyncIterator]();
    changes = iterator;
    void (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done === true) return;
        for (const userId of next.value.userIds) recheck(userId);
      }
    })().catch((error: unknown) => logger.error({ err: error }, 'messagesChanged listener failed'));
  }

  return {
    join(userId, subscriber) {
      if (closed) throw new Error('the unread-message registry is closed');
      listenForChanges();
      let poller = pollers.get(userId);
      if (poller === undefined) {
        poller = { subscribers: [], count: undefined, checkedAt: 0, inFlight: undefined, timer: undefined };
        pollers.set(userId, poller);
        schedule(userId, poller, options.firstMs);
      }
      poller.subscribers.push(subscriber);
      const own = poller;
      return {
        current() {
          const fresh = own.count !== undefined && performance.now() - own.checkedAt < options.intervalMs;
          return fresh && own.count !== undefined ? Promise.resolve(own.count) : refresh(userId, own);
        },
        leave() {
          own.subscribers = own.subscribers.filter((other) => other !== subscriber);
          if (own.subscribers.length === 0 && own.inFlight === undefined) stop(userId, own);
        },
      };
    },
    polledUsers: () => pollers.size,
    close() {
      closed = true;
      for (const [userId, poller] of pollers) stop(userId, poller);
      void changes?.return?.();
    },
  };
}

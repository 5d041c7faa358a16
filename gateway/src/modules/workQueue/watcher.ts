import type { Logger } from 'pino';
import type { GatewayPubSub } from '../../realtime/pubsub.ts';
import type { LanguageCode } from '../../request/language.ts';
import type { UpstreamApplication } from '../applications/api.ts';
import type { UpstreamKind } from './api.ts';

/** One open `workQueueChanged` subscription, as the watcher of its instance knows it. */
export interface QueueSubscriber {
  readonly upstreamSession: string;
  readonly language: LanguageCode;
  /** These applications of the queue changed: the subscription re-reads them with its own session. */
  deliver(applicationIds: number[]): void;
  /** Its upstream session has expired: the subscription ends with this error. */
  expire(error: Error): void;
}

export interface WatcherOptions {
  pubsub: GatewayPubSub;
  /** The slow poll that catches changes made outside the portal. */
  intervalMs: number;
  /** How long a wake-up waits, so that a burst of events costs one read. */
  wakeDelayMs: number;
  /** The most recently updated applications of a queue, read with a subscriber's session. */
  read(subscriber: QueueSubscriber, kind: UpstreamKind): Promise<UpstreamApplication[]>;
  isSessionExpired(error: unknown): boolean;
  logger: Logger;
}

export interface WorkQueueWatcher {
  join(kind: UpstreamKind, subscriber: QueueSubscriber): { leave(): void };
  /** Queues this instance watches now. */
  watchedQueues(): number;
  close(): void;
}

interface Queue {
  subscribers: QueueSubscriber[];
  /** What each application looked like at the last read; undefined before the first. */
  seen: Map<number, string> | undefined;
  timer: NodeJS.Timeout | undefined;
  reading: boolean;
  /** A wake-up came while a read was running: read once more after it. */
  again: boolean;
}

/** What a queue row shows: a change of any of these is pushed. */
const fingerprint = (item: UpstreamApplication) =>
  [item.updatedOn, item.unreadMessages, item.status, item.assignedEmployeeId ?? item.assignedEmployee].join('|');

/**
 * One reader per queue and instance, however many employees watch it (docs/architecture.md §3 Realtime): it reads the
 * queue's newest page with one subscriber's session — at once on a `workQueueChanged` event from any
 * instance, otherwise every `intervalMs` — and hands the ids whose row changed to every subscriber, which
 * re-reads them once with its own session (its `assignedToMe` and access). Upstream calls per change:
 * one read plus one per subscriber, never per subscriber and application.
 */
export function createWorkQueueWatcher(options: WatcherOptions): WorkQueueWatcher {
  const { logger } = options;
  const queues = new Map<UpstreamKind, Queue>();
  let events: AsyncIterator<{ source: string }> | undefined;
  let closed = false;

  async function readWithAnySession(kind: UpstreamKind, queue: Queue): Promise<UpstreamApplication[] | undefined> {
    for (;;) {
      const [subscriber] = queue.subscribers;
      if (subscriber === undefined) return undefined;
      try {
        return await options.read(subscriber, kind);
      } catch (error) {
        if (!options.isSessionExpired(error)) throw error;
        queue.subscribers = queue.subscribers.filter((other) => other !== subscriber);
        subscriber.expire(error as Error);
      }
    }
  }

  async function read(kind: UpstreamKind, queue: Queue): Promise<void> {
    const items = await readWithAnySession(kind, queue);
    if (items === undefined) return;
    const now = new Map(items.map((item) => [item.portalApplicationId, fingerprint(item)]));
    const before = queue.seen;
    queue.seen = now;
    if (before === undefined) return;
    const changed = [...now].filter(([id, print]) => before.get(id) !== print).map(([id]) => id);
    if (changed.length === 0) return;
    for (const subscriber of queue.subscribers) subscriber.deliver(changed);
  }

  function schedule(kind: UpstreamKind, queue: Queue, delayMs: number): void {
    clearTimeout(queue.timer);
    queue.timer = setTimeout(() => {
      queue.timer = undefined;
      queue.reading = true;
      read(kind, queue)
        .catch((error: unknown) => logger.warn({ err: error, kind }, 'work-queue read failed'))
        .finally(() => {
          queue.reading = false;
          if (queues.get(kind) !== queue || closed) return;
          const again = queue.again;
          queue.again = false;
          schedule(kind, queue, again ? options.wakeDelayMs : options.intervalMs);
        });
    }, delayMs);
    queue.timer.unref();
  }

  function wake(): void {
    for (const [kind, queue] of queues) {
      if (queue.reading) queue.again = true;
      else schedule(kind, queue, options.wakeDelayMs);
    }
  }

  function listen(): void {
    if (events !== undefined) return;
    const iterator = options.pubsub.subscribe('workQueueChanged')[Symbol.asyncIterator]();
    events = iterator;
    void (async () => {
      for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) wake();
    })().catch((error: unknown) => logger.error({ err: error }, 'workQueueChanged listener failed'));
  }

  return {
    join(kind, subscriber) {
      if (closed) throw new Error('the work-queue watcher is closed');
      listen();
      let queue = queues.get(kind);
      if (queue === undefined) {
        queue = { subscribers: [], seen: undefined, timer: undefined, reading: false, again: false };
        queues.set(kind, queue);
        // The first read is the baseline that later reads are compared with.
        schedule(kind, queue, 0);
      }
      queue.subscribers.push(subscriber);
      const own = queue;
      return {
        leave() {
          own.subscribers = own.subscribers.filter((other) => other !== subscriber);
          if (own.subscribers.length > 0) return;
          clearTimeout(own.timer);
          if (queues.get(kind) === own) queues.delete(kind);
        },
      };
    },
    watchedQueues: () => queues.size,
    close() {
      closed = true;
      for (const queue of queues.values()) clearTimeout(queue.timer);
      queues.clear();
      void events?.return?.();
    },
  };
}

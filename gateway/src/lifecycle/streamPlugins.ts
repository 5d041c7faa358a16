import { ServerResponse } from 'node:http';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Traffic } from './traffic.ts';

/** Tells `Traffic` which Node responses Yoga answered as Server-Sent Event streams. */
export function useStreamTracking(traffic: Traffic): Plugin {
  return {
    onResponse({ response, serverContext }) {
      const res: unknown = (serverContext as { res?: unknown }).res;
      if (!(res instanceof ServerResponse)) return;
      if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) traffic.markStream(res);
    },
  };
}

/**
 * The values of `source` until `signal` aborts. The source is then told to return without waiting
 * for it: an async generator blocked in `await` would only return after its pending value. This is
 * a plain iterator, not a generator, for the same reason: a client that leaves (an SSE connection
 * closed, a WebSocket `complete`) must end the source at once — a subscription that rarely emits,
 * such as the unread-message count, would otherwise hold its poller until its next value.
 */
function untilAborted<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let finished = false;
  let stop = () => undefined as void;
  const aborted = new Promise<IteratorReturnResult<undefined>>((resolve) => {
    stop = () => resolve({ done: true, value: undefined });
    signal.addEventListener('abort', stop, { once: true });
  });
  const finish = (): IteratorReturnResult<undefined> => {
    if (!finished) {
      finished = true;
      signal.removeEventListener('abort', stop);
      void Promise.resolve(iterator.return?.()).catch(() => undefined);
    }
    return { done: true, value: undefined };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (finished || signal.aborted) return finish();
      try {
        const next = await Promise.race([iterator.next(), aborted]);
        return next.done === true || finished ? finish() : next;
      } catch (error) {
        finish();
        throw error;
      }
    },
    async return() {
      return finish();
    },
  };
}

/**
 * On shutdown every subscription completes, so that Yoga ends its event streams the way the
 * protocol ends them (a `complete` event) and clients reconnect elsewhere, instead of seeing a reset.
 */
export function useEndStreamsOnShutdown(signal: AbortSignal): Plugin {
  return {
    onSubscribe() {
      return {
        onSubscribeResult({ result, setResult }) {
          if (isAsyncIterable(result)) setResult(untilAborted(result, signal));
        },
      };
    },
  };
}

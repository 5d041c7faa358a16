import { Observable, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { type GraphQLErrorShape, NetworkError, UpstreamUnavailableError, toTypedError } from './errors';
import { readEventStream } from './eventStream';
import { GRAPHQL_PATH, requestBody } from './fetchGraphQL';

/** Reconnection after a dropped stream: 1 s, doubling up to 30 s, each with up to 50 % jitter. */
export const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return Math.round(base * (1 + random() / 2));
}

interface EventPayload {
  data?: unknown;
  errors?: GraphQLErrorShape[];
}

/**
 * Relay's `subscribe` over Server-Sent Events (GraphQL over SSE, "distinct connections" mode, which
 * the gateway's Yoga serves on `/graphql`): the operation goes by its persisted id, like queries.
 * A dropped connection — one the gateway completes while shutting down, or an unavailable utility
 * API — reconnects with backoff; any other GraphQL error ends the subscription with a typed error
 * (UnauthenticatedError when the session ended).
 */
export function createSubscribeGraphQL(language: () => string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return function subscribeGraphQL(params: RequestParameters, variables: Variables) {
    return Observable.create<GraphQLResponse>((sink) => {
      let closed = false;
      let attempt = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let abort: AbortController | undefined;

      const retry = () => {
        if (closed) return;
        timer = setTimeout(connect, reconnectDelayMs(attempt));
        attempt += 1;
      };

      async function connect(): Promise<void> {
        abort = new AbortController();
        try {
          const response = await fetchImpl(GRAPHQL_PATH, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'Accept-Language': language() },
            body: JSON.stringify(requestBody(params, variables)),
            signal: abort.signal,
          });
          if (!response.ok || response.body === null) throw new NetworkError(`The gateway answered ${response.status}`, response.status);
          for await (const event of readEventStream(response.body)) {
            if (event.type !== 'next') continue;
            const payload = JSON.parse(event.data) as EventPayload;
            if (payload.errors !== undefined && payload.errors.length > 0) {
              const error = toTypedError(payload.errors);
              // The utility API being down passes; anything else (an ended session) ends the subscription.
              if (error instanceof UpstreamUnavailableError) {
                abort.abort();
                break;
              }
              closed = true;
              sink.error(error);
              return;
            }
            attempt = 0;
            sink.next(payload as GraphQLResponse);
          }
        } catch (error) {
          if (closed) return;
          // A refused request (4xx) will not get better by itself; the rest is a network drop.
          if (error instanceof NetworkError && error.status !== null && error.status >= 400 && error.status < 500) {
            closed = true;
            sink.error(error);
            return;
          }
        }
        retry();
      }

      void connect();
      return () => {
        closed = true;
        clearTimeout(timer);
        abort?.abort();
      };
    });
  };
}

import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { UnauthenticatedError } from './errors';
import { RECONNECT_FIRST_MS, createSubscribeGraphQL, reconnectDelayMs } from './subscribeGraphQL';

const params = { id: 'doc-1', text: null, name: 'S', operationKind: 'subscription', cacheID: 'S', metadata: {} } as RequestParameters;

/** An event-stream response whose chunks arrive as given (split anywhere, as networks do). */
function eventStream(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

function collect(fetchImpl: typeof fetch) {
  const values: GraphQLResponse[] = [];
  const errors: Error[] = [];
  const subscription = createSubscribeGraphQL(() => 'el', fetchImpl)(params, {}).subscribe({
    next: (value) => values.push(value),
    error: (error: Error) => errors.push(error),
  });
  return { values, errors, unsubscribe: () => subscription.unsubscribe() };
}

afterEach(() => vi.useRealTimers());

describe('subscribeGraphQL (GraphQL over Server-Sent Events)', () => {
  test('posts the persisted id asking for an event stream, and passes each `next` event on', async () => {
    let request: RequestInit | undefined;
    const fetchImpl: typeof fetch = async (_input, init) => {
      request = init;
      return eventStream([':\n\n', 'event: next\ndata: {"data":{"unreadMessageCount"', ':3}}\n\n', 'event: next\r\ndata: {"data":{"unreadMessageCount":4}}\r\n\r\n']);
    };
    const { values, unsubscribe } = collect(fetchImpl);
    await vi.waitFor(() => expect(values).toHaveLength(2));
    expect(values.map((value) => (value as { data: { unreadMessageCount: number } }).data.unreadMessageCount)).toEqual([3, 4]);
    expect(JSON.parse(String(request?.body))).toEqual({ documentId: 'doc-1', variables: {} });
    expect(new Headers(request?.headers).get('Accept')).toBe('text/event-stream');
    expect(new Headers(request?.headers).get('Accept-Language')).toBe('el');
    unsubscribe();
  });

  test('ends with a typed error when the gateway answers one (an ended session)', async () => {
    const fetchImpl: typeof fetch = async () =>
      eventStream(['event: next\ndata: {"errors":[{"message":"sign in","extensions":{"code":"UNAUTHENTICATED"}}]}\n\n']);
    const { errors } = collect(fetchImpl);
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toBeInstanceOf(UnauthenticatedError);
  });

  test('reconnects with backoff after the network drops, and stops when unsubscribed', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetchImpl: typeof fetch = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return eventStream([`event: next\ndata: {"data":{"unreadMessageCount":${calls}}}\n\n`]);
    };
    const { values, unsubscribe } = collect(fetchImpl);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(reconnectDelayMs(0, () => 1));
    expect(calls).toBe(2);
    expect(values).toHaveLength(1);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(10 * RECONNECT_FIRST_MS);
    expect(calls).toBe(2);
  });

  test('tries again later when the utility API is unavailable', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetchImpl: typeof fetch = async () => {
      calls += 1;
      return calls === 1
        ? eventStream(['event: next\ndata: {"errors":[{"message":"down","extensions":{"code":"UPSTREAM_UNAVAILABLE"}}]}\n\n'])
        : eventStream(['event: next\ndata: {"data":{"unreadMessageCount":5}}\n\n']);
    };
    const { values, errors, unsubscribe } = collect(fetchImpl);
    await vi.advanceTimersByTimeAsync(reconnectDelayMs(0, () => 1));
    expect(errors).toEqual([]);
    expect(values).toHaveLength(1);
    unsubscribe();
  });

  test('backs off from 1 s doubling up to 30 s, with jitter', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(1000);
    expect(reconnectDelayMs(3, () => 0)).toBe(8000);
    expect(reconnectDelayMs(10, () => 0)).toBe(30_000);
    expect(reconnectDelayMs(10, () => 1)).toBe(45_000);
  });
});

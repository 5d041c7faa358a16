import type { RequestParameters } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { notifications } from '../notifications/notificationStore';
import { GraphQLRequestError, NetworkError, UnauthenticatedError, UpstreamTimeoutError, UpstreamUnavailableError, ViewOnlyError } from './errors';
import { createFetchGraphQL } from './fetchGraphQL';
import { createInFlightCounter } from './inFlight';

const params = { id: null, text: 'query Q { viewer { isAuthenticated } }', name: 'Q', operationKind: 'query', cacheID: 'Q', metadata: {} } as RequestParameters;

function respond(body: unknown, status = 200): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('fetchGraphQL', () => {
  test('posts the query text and variables same-origin in the interface language', async () => {
    let request: RequestInit | undefined;
    const fetchImpl: typeof fetch = async (_input, init) => {
      request = init;
      return new Response(JSON.stringify({ data: { viewer: { isAuthenticated: false } } }));
    };
    const result = await createFetchGraphQL(createInFlightCounter(), () => 'ar', fetchImpl)(params, { a: 1 });
    expect(result).toEqual({ data: { viewer: { isAuthenticated: false } } });
    expect(request?.method).toBe('POST');
    expect(request?.credentials).toBe('same-origin');
    expect(JSON.parse(String(request?.body))).toEqual({ query: params.text, variables: { a: 1 } });
    expect(new Headers(request?.headers).get('Accept-Language')).toBe('ar');
  });

  test('sends a compiled operation by its persisted id, without text', async () => {
    let request: RequestInit | undefined;
    const fetchImpl: typeof fetch = async (_input, init) => {
      request = init;
      return new Response(JSON.stringify({ data: {} }));
    };
    const persisted = { ...params, id: 'abc123', text: null } as RequestParameters;
    await createFetchGraphQL(createInFlightCounter(), () => 'en', fetchImpl)(persisted, { a: 1 });
    expect(JSON.parse(String(request?.body))).toEqual({ documentId: 'abc123', variables: { a: 1 } });
  });

  test.each([
    ['UNAUTHENTICATED', UnauthenticatedError],
    ['UPSTREAM_UNAVAILABLE', UpstreamUnavailableError],
    ['UPSTREAM_TIMEOUT', UpstreamTimeoutError],
    ['INTERNAL_SERVER_ERROR', GraphQLRequestError],
  ])('turns the error code %s into a typed exception', async (code, type) => {
    const fetchImpl = respond({ errors: [{ message: 'no', extensions: { code } }] });
    const error = await createFetchGraphQL(createInFlightCounter(), () => 'en', fetchImpl)(params, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect((error as Error).constructor).toBe(type);
  });

  test('a mutation refused during a staff view is a ViewOnlyError, notified with the gateway\'s text whichever screen sent it', async () => {
    const message = 'You are viewing the customer\'s portal read-only: nothing can be changed.';
    const fetchImpl = respond({ errors: [{ message, extensions: { code: 'VIEW_ONLY' } }] });
    const error = await createFetchGraphQL(createInFlightCounter(), () => 'en', fetchImpl)(params, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ViewOnlyError);
    expect(notifications.list().map((item) => [item.kind, item.message])).toContainEqual(['warn', message]);
  });

  test('a failed connection or a body that is not GraphQL is a NetworkError', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(createFetchGraphQL(createInFlightCounter(), () => 'en', offline)(params, {})).rejects.toBeInstanceOf(NetworkError);
    const html: typeof fetch = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(createFetchGraphQL(createInFlightCounter(), () => 'en', html)(params, {})).rejects.toMatchObject({ status: 502 });
  });

  test('counts the request while it is in flight', async () => {
    const counter = createInFlightCounter();
    const seen: number[] = [];
    counter.subscribe(() => seen.push(counter.count()));
    await createFetchGraphQL(counter, () => 'en', respond({ data: {} }))(params, {});
    expect(seen).toEqual([1, 0]);
  });
});

import type { CacheConfig, GraphQLResponse, RequestParameters, UploadableMap, Variables } from 'relay-runtime';
import { notifications } from '../notifications/notificationStore';
import { type GraphQLErrorShape, NetworkError, ViewOnlyError, toTypedError } from './errors';
import type { InFlightCounter } from './inFlight';
import type { UploadOptions } from './uploadRequest';

/** The gateway's GraphQL endpoint, same origin (the session cookie is HttpOnly and same-site). */
export const GRAPHQL_PATH = '/graphql';

/**
 * The request body: a compiled operation goes by its persisted id (`persisted-documents.json`, the
 * GraphQL-over-HTTP persisted-documents convention), because a production gateway runs nothing else
 * for browsers; an operation without an id (mock environments in tests) goes as text.
 */
export function requestBody(
  params: RequestParameters,
  variables: Variables,
): { documentId: string; variables: Variables } | { query: string; variables: Variables } {
  if (params.id !== null) return { documentId: params.id, variables };
  if (params.text === null) throw new Error(`Operation ${params.name} has neither a persisted id nor text`);
  return { query: params.text, variables };
}

interface ResponseBody {
  data?: unknown;
  errors?: GraphQLErrorShape[];
}

async function readBody(response: Response): Promise<ResponseBody> {
  try {
    return (await response.json()) as ResponseBody;
  } catch {
    throw new NetworkError(`The gateway answered ${response.status} without a GraphQL body`, response.status);
  }
}

/**
 * Sends one operation and returns its result, or throws a typed error: the screens never see a raw
 * `errors` list. JSON requests go with `fetch`; multipart requests (files) with XMLHttpRequest, so that
 * their upload progress can be shown (002 §2).
 */
export function createFetchGraphQL(
  counter: InFlightCounter,
  language: () => string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  /** The upload's progress store and XMLHttpRequest (tests pass their own). */
  options: UploadOptions = {},
) {
  return async function fetchGraphQL(
    params: RequestParameters,
    variables: Variables,
    _cacheConfig?: CacheConfig,
    uploadables?: UploadableMap | null,
  ): Promise<GraphQLResponse> {
    const operation = requestBody(params, variables);
    const headers = {
      Accept: 'application/graphql-response+json, application/json',
      // Server texts follow the interface language until the gateway's `lang` cookie is set.
      'Accept-Language': language(),
    };
    counter.begin();
    try {
      let response: Response;
      try {
        // With files, a GraphQL multipart request (uploadRequest.ts, loaded with the first upload).
        response = uploadables
          ? await (await import('./uploadRequest')).postUpload(GRAPHQL_PATH, operation, uploadables, headers, options)
          : await fetchImpl(GRAPHQL_PATH, {
              method: 'POST',
              credentials: 'same-origin',
              headers: { ...headers, 'Content-Type': 'application/json' },
              body: JSON.stringify(operation),
            });
      } catch (cause) {
        throw new NetworkError(cause instanceof Error ? cause.message : 'Network request failed');
      }
      const answer = await readBody(response);
      if (answer.errors && answer.errors.length > 0) {
        const error = toTypedError(answer.errors);
        // Every screen's mutation answers the same way during a staff view, whichever way it commits.
        if (error instanceof ViewOnlyError) notifications.notify('warn', error.message);
        throw error;
      }
      if (!response.ok || answer.data === undefined) {
        throw new NetworkError(`The gateway answered ${response.status}`, response.status);
      }
      return answer as GraphQLResponse;
    } finally {
      counter.end();
    }
  };
}

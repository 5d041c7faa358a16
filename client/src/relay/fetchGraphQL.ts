import type { CacheConfig, GraphQLResponse, RequestParameters, UploadableMap, Variables } from 'relay-runtime';
import { type GraphQLErrorShape, NetworkError, toTypedError } from './errors';
import type { InFlightCounter } from './inFlight';
import { CSRF_HEADER, multipartBody } from './multipartBody';

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
 * `errors` list.
 */
export function createFetchGraphQL(
  counter: InFlightCounter,
  language: () => string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
) {
  return async function fetchGraphQL(
    params: RequestParameters,
    variables: Variables,
    _cacheConfig?: CacheConfig,
    uploadables?: UploadableMap | null,
  ): Promise<GraphQLResponse> {
    // With files, a GraphQL multipart request; the browser sets its content type (multipartBody.ts).
    const upload = uploadables ? multipartBody(requestBody(params, variables), uploadables) : undefined;
    const body = upload ?? JSON.stringify(requestBody(params, variables));
    counter.begin();
    try {
      let response: Response;
      try {
        response = await fetchImpl(GRAPHQL_PATH, {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            ...(upload ? { [CSRF_HEADER]: '1' } : { 'Content-Type': 'application/json' }),
            Accept: 'application/graphql-response+json, application/json',
            // Server texts follow the interface language until the gateway's `lang` cookie is set.
            'Accept-Language': language(),
          },
          body,
        });
      } catch (cause) {
        throw new NetworkError(cause instanceof Error ? cause.message : 'Network request failed');
      }
      const answer = await readBody(response);
      if (answer.errors && answer.errors.length > 0) throw toTypedError(answer.errors);
      if (!response.ok || answer.data === undefined) {
        throw new NetworkError(`The gateway answered ${response.status}`, response.status);
      }
      return answer as GraphQLResponse;
    } finally {
      counter.end();
    }
  };
}

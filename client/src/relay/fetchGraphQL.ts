import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { type GraphQLErrorShape, NetworkError, toTypedError } from './errors';
import type { InFlightCounter } from './inFlight';

/** The gateway's GraphQL endpoint, same origin (the session cookie is HttpOnly and same-site). */
export const GRAPHQL_PATH = '/graphql';

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
  return async function fetchGraphQL(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
    counter.begin();
    try {
      let response: Response;
      try {
        response = await fetchImpl(GRAPHQL_PATH, {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/graphql-response+json, application/json',
            // Server texts follow the interface language until the gateway's `lang` cookie is set.
            'Accept-Language': language(),
          },
          body: JSON.stringify({ query: params.text ?? params.id, variables }),
        });
      } catch (cause) {
        throw new NetworkError(cause instanceof Error ? cause.message : 'Network request failed');
      }
      const body = await readBody(response);
      if (body.errors && body.errors.length > 0) throw toTypedError(body.errors);
      if (!response.ok || body.data === undefined) {
        throw new NetworkError(`The gateway answered ${response.status}`, response.status);
      }
      return body as GraphQLResponse;
    } finally {
      counter.end();
    }
  };
}

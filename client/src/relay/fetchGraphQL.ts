import type { CacheConfig, GraphQLResponse, RequestParameters, UploadableMap, Variables } from 'relay-runtime';
import { type GraphQLErrorShape, NetworkError, toTypedError } from './errors';
import type { InFlightCounter } from './inFlight';
import { CSRF_HEADER, multipartBody } from './multipartBody';
import { type UploadProgressStore, uploadProgress } from './uploadProgress';

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

/** Statuses whose Response may carry no body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Posts a multipart body with XMLHttpRequest, whose upload events report the bytes sent (`fetch` cannot),
 * and answers a `Response` like `fetch` would, so both paths share the reading and error handling below.
 * A failed, aborted or timed-out request rejects with a TypeError, as `fetch` does.
 */
function postWithProgress(
  createRequest: () => XMLHttpRequest,
  headers: Record<string, string>,
  body: FormData,
  onProgress: (loaded: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = createRequest();
    request.open('POST', GRAPHQL_PATH);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 0) {
        reject(new TypeError('Network request failed'));
        return;
      }
      const contentType = request.getResponseHeader('Content-Type');
      resolve(
        new Response(NULL_BODY_STATUSES.has(request.status) ? null : request.responseText, {
          status: request.status,
          headers: contentType ? { 'Content-Type': contentType } : {},
        }),
      );
    });
    for (const failure of ['error', 'abort', 'timeout'] as const) {
      request.addEventListener(failure, () => reject(new TypeError(`Network request failed (${failure})`)));
    }
    request.send(body);
  });
}

export interface FetchGraphQLOptions {
  /** Where the bytes sent of multipart requests are reported (default the application's store). */
  progress?: UploadProgressStore;
  /** Makes the XMLHttpRequest of multipart requests (tests pass a fake). */
  createRequest?: () => XMLHttpRequest;
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
  options: FetchGraphQLOptions = {},
) {
  const { progress = uploadProgress, createRequest = () => new XMLHttpRequest() } = options;
  return async function fetchGraphQL(
    params: RequestParameters,
    variables: Variables,
    _cacheConfig?: CacheConfig,
    uploadables?: UploadableMap | null,
  ): Promise<GraphQLResponse> {
    // With files, a GraphQL multipart request; the browser sets its content type (multipartBody.ts).
    const upload = uploadables ? multipartBody(requestBody(params, variables), uploadables) : undefined;
    const body = upload ?? JSON.stringify(requestBody(params, variables));
    const headers = {
      ...(upload ? { [CSRF_HEADER]: '1' } : { 'Content-Type': 'application/json' }),
      Accept: 'application/graphql-response+json, application/json',
      // Server texts follow the interface language until the gateway's `lang` cookie is set.
      'Accept-Language': language(),
    };
    counter.begin();
    const uploadId = upload ? progress.begin() : null;
    try {
      let response: Response;
      try {
        response = upload
          ? await postWithProgress(createRequest, headers, upload, (loaded, total) => progress.report(uploadId ?? 0, loaded, total))
          : await fetchImpl(GRAPHQL_PATH, { method: 'POST', credentials: 'same-origin', headers, body });
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
      if (uploadId !== null) progress.end(uploadId);
      counter.end();
    }
  };
}

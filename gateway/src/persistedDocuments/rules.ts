import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { bearerToken, isApiToken } from '../apiTokens/integrator.ts';

/** Error codes of persisted documents (`docs/integrators.md`, Persisted documents). */
export const PERSISTED_DOCUMENT_CODES = {
  notFound: 'PERSISTED_DOCUMENT_NOT_FOUND',
  only: 'PERSISTED_DOCUMENTS_ONLY',
  missing: 'PERSISTED_DOCUMENT_ID_REQUIRED',
} as const;

const HTTP_BAD_REQUEST = 400;

/**
 * The id of a persisted document in a request: `documentId` (GraphQL over HTTP, persisted documents
 * appendix; a GET carries it in the query string) or Apollo's `extensions.persistedQuery.sha256Hash`.
 */
export function documentIdOf(params: { documentId?: unknown; extensions?: unknown }, url: URL): string | undefined {
  const documentId = params.documentId ?? url.searchParams.get('documentId');
  if (typeof documentId === 'string' && documentId !== '') return documentId;
  const { extensions } = params;
  if (typeof extensions !== 'object' || extensions === null) return undefined;
  const persistedQuery = (extensions as Record<string, unknown>)['persistedQuery'];
  if (typeof persistedQuery !== 'object' || persistedQuery === null) return undefined;
  const hash = (persistedQuery as Record<string, unknown>)['sha256Hash'];
  return typeof hash === 'string' && hash !== '' ? hash : undefined;
}

/**
 * Whether a request may run an operation of its own. Only integrators (`Bearer pat_…`) may while
 * `PERSISTED_DOCUMENTS_ONLY` is on: the browser client never needs to, and refusing arbitrary text
 * keeps the public surface to the operations the portal ships. The token itself is verified when
 * the context is built, so a forged `pat_` value is refused there (401) before anything runs.
 */
export function mayRunOwnOperations(headers: Headers, persistedDocumentsOnly: boolean): boolean {
  return !persistedDocumentsOnly || isApiToken(bearerToken(headers));
}

export function persistedDocumentNotFound(): GraphQLError {
  return createGraphQLError('No persisted document has this id: the client may be older or newer than the gateway.', {
    extensions: { code: PERSISTED_DOCUMENT_CODES.notFound, http: { status: HTTP_BAD_REQUEST } },
  });
}

export function persistedDocumentsOnly(): GraphQLError {
  return createGraphQLError(
    'This gateway runs only persisted documents: send `documentId`, or an integrator API token (Bearer pat_…) with your own operation.',
    { extensions: { code: PERSISTED_DOCUMENT_CODES.only, http: { status: HTTP_BAD_REQUEST } } },
  );
}

export function persistedDocumentIdRequired(): GraphQLError {
  return createGraphQLError('Send the operation as `query` text or as a persisted `documentId`.', {
    extensions: { code: PERSISTED_DOCUMENT_CODES.missing, http: { status: HTTP_BAD_REQUEST } },
  });
}

/**
 * The operation text of a request on a transport without Yoga's `onParams` hook (WebSocket): the
 * same choices as `usePersistedDocuments` makes for HTTP. Text wins when there is any, and needs
 * `mayRunOwnOperations`; otherwise the persisted document of the id is run.
 */
export function operationTextOf(
  params: { query?: unknown; documentId?: unknown; extensions?: unknown },
  url: URL,
  headers: Headers,
  options: { documents: ReadonlyMap<string, string>; persistedDocumentsOnly: boolean },
): string | GraphQLError {
  if (typeof params.query === 'string' && params.query !== '') {
    return mayRunOwnOperations(headers, options.persistedDocumentsOnly) ? params.query : persistedDocumentsOnly();
  }
  const id = documentIdOf(params, url);
  if (id === undefined) return persistedDocumentIdRequired();
  return options.documents.get(id) ?? persistedDocumentNotFound();
}

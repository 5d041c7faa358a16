import type { GraphQLError } from 'graphql';
import type { GatewayServices } from '../context.ts';
import {
  documentIdOf,
  mayRunOwnOperations,
  persistedDocumentIdRequired,
  persistedDocumentNotFound,
  persistedDocumentsOnly,
} from '../persistedDocuments/rules.ts';

type Params = Record<string, unknown>;
export type PersistedRequest = { params: Params; error?: undefined } | { error: GraphQLError };

/**
 * The rules of Yoga's persisted-documents plugin (`persistedDocuments/`) for one Apollo request: the
 * id becomes the document's text before Apollo sees the request, so Apollo parses and validates it
 * under the same limits as any operation. Apollo's own automatic persisted queries are off
 * (`apolloServer.ts`): they would let any client register text by hash.
 */
export function resolvePersistedRequest(
  params: Params,
  url: URL,
  headers: Headers,
  services: Pick<GatewayServices, 'config' | 'persistedDocuments'>,
): PersistedRequest {
  if (typeof params['query'] === 'string') {
    return mayRunOwnOperations(headers, services.config.persistedDocumentsOnly) ? { params } : { error: persistedDocumentsOnly() };
  }
  const id = documentIdOf(params, url);
  if (id === undefined) return { error: persistedDocumentIdRequired() };
  const text = services.persistedDocuments.get(id);
  if (text === undefined) return { error: persistedDocumentNotFound() };
  const { documentId: _id, extensions: _extensions, ...rest } = params;
  return { params: { ...rest, query: text } };
}

/** A GET request's parameters, and its query string once they are resolved. */
export function searchParamsOf(url: URL): Params {
  const extensions = url.searchParams.get('extensions');
  return {
    query: url.searchParams.get('query') ?? undefined,
    documentId: url.searchParams.get('documentId') ?? undefined,
    extensions: extensions === null ? undefined : parseJson(extensions),
  };
}

/** Malformed JSON is left for Apollo to refuse with its own message. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function searchOf(url: URL, params: Params): string {
  const search = new URLSearchParams(url.search);
  search.delete('documentId');
  search.delete('extensions');
  if (typeof params['query'] === 'string') search.set('query', params['query']);
  return `?${search.toString()}`;
}

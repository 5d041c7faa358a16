import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import type { PersistedDocuments } from './documents.ts';
import {
  documentIdOf,
  mayRunOwnOperations,
  persistedDocumentIdRequired,
  persistedDocumentNotFound,
  persistedDocumentsOnly,
} from './rules.ts';

/**
 * Persisted documents in Yoga. A document is handed over as text, not as a parsed tree, so that it
 * is parsed and validated like any other operation: the token, depth, alias, directive and cost
 * limits (`security/`) apply to persisted documents and integrators' own operations alike.
 */
export function usePersistedDocuments(documents: PersistedDocuments, persistedDocumentsOnlyMode: boolean): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (id) => documents.get(id) ?? null,
    extractPersistedOperationId: (params, request) => documentIdOf(params, new URL(request.url)) ?? null,
    allowArbitraryOperations: (request) => mayRunOwnOperations(request.headers, persistedDocumentsOnlyMode),
    customErrors: {
      notFound: persistedDocumentNotFound,
      persistedQueryOnly: persistedDocumentsOnly,
      keyNotFound: persistedDocumentIdRequired,
    },
  }) as Plugin;
}

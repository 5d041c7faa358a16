import { existsSync, readFileSync } from 'node:fs';
import type { Logger } from 'pino';

/** Operation text by its SHA-256 id, as `npm run relay` writes `persisted-documents.json` (scripts/relay.ts). */
export type PersistedDocuments = ReadonlyMap<string, string>;

/**
 * Reads the persisted documents once, at start: the file changes only with a deployment. A missing
 * file leaves the gateway without persisted documents rather than down, and says so, because every
 * browser request then fails while `PERSISTED_DOCUMENTS_ONLY` is on.
 */
export function loadPersistedDocuments(file: string, logger: Pick<Logger, 'warn'>): PersistedDocuments {
  if (!existsSync(file)) {
    logger.warn({ file }, 'persisted documents file not found: the gateway serves no persisted documents');
    return new Map();
  }
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} must be a JSON object of operation text by id`);
  }
  const entries = Object.entries(parsed);
  for (const [id, text] of entries) {
    if (typeof text !== 'string') throw new Error(`${file}: the document ${id} is not a string`);
  }
  return new Map(entries as Array<[string, string]>);
}

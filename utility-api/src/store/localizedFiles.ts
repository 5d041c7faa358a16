import type { Db } from '../db/open.ts';
import { FALLBACK_LANGUAGE } from '../domain/constants.ts';

interface LocalizedFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Guides per kind and language, falling back to the English one (000 §1). */
export interface LocalizedFileStore {
  exists(kind: number, lang: string): boolean;
  find(kind: number, lang: string): LocalizedFile | null;
}

export function localizedFileStore(db: Db): LocalizedFileStore {
  const order = `ORDER BY lang = '${FALLBACK_LANGUAGE}' LIMIT 1`;
  const selectExists = db.prepare<[number, string, string], { kind: number }>(
    `SELECT kind FROM localized_files WHERE kind = ? AND lang IN (?, ?) ${order}`,
  );
  const selectFile = db.prepare<[number, string, string], { filename: string; content_type: string; content: Buffer }>(
    `SELECT filename, content_type, content FROM localized_files WHERE kind = ? AND lang IN (?, ?) ${order}`,
  );
  return {
    exists: (kind, lang) => selectExists.get(kind, lang, FALLBACK_LANGUAGE) !== undefined,
    find: (kind, lang) => {
      const row = selectFile.get(kind, lang, FALLBACK_LANGUAGE);
      return row ? { filename: row.filename, contentType: row.content_type, content: row.content } : null;
    },
  };
}

import type { Db } from '../db/open.ts';
import { FALLBACK_LANGUAGE } from '../domain/constants.ts';

interface TextItem {
  textId: number;
  text: string;
}

/** Texts by id and the welcome message, in the asked language or else in English (000 §1). */
export interface TextStore {
  get(id: number, lang: string): string | null;
  getMany(ids: readonly number[], lang: string): TextItem[];
  welcome(lang: string): string | null;
}

export function textStore(db: Db): TextStore {
  const selectText = db.prepare<[number, string, string], { text: string }>(
    `SELECT text FROM texts WHERE id = ? AND lang IN (?, ?)
     ORDER BY lang = '${FALLBACK_LANGUAGE}' LIMIT 1`,
  );
  const selectWelcome = db.prepare<[string, string], { message: string }>(
    `SELECT message FROM portal_welcome_messages WHERE lang IN (?, ?)
     ORDER BY lang = '${FALLBACK_LANGUAGE}' LIMIT 1`,
  );
  const get = (id: number, lang: string): string | null => selectText.get(id, lang, FALLBACK_LANGUAGE)?.text ?? null;

  return {
    get,
    getMany: (ids, lang) =>
      ids.flatMap((textId) => {
        const text = get(textId, lang);
        return text === null ? [] : [{ textId, text }];
      }),
    welcome: (lang) => selectWelcome.get(lang, FALLBACK_LANGUAGE)?.message ?? null,
  };
}

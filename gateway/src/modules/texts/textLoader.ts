import DataLoader from 'dataloader';
import type { LanguageCode } from '../../request/language.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getMessages } from './api.ts';

/**
 * Texts by id in one language. Every text id asked for while an operation resolves (several `texts`
 * fields, aliases, nested fields) ends up in one `/Utility/GetMessages` call (DESIGN §3, Batching).
 */
/** `/Utility/GetMessages` takes at most this many ids (utility-api route schema, `TextIds.maxItems`). */
export const MAX_TEXT_IDS_PER_CALL = 200;

export function createTextLoader(upstream: UpstreamClient, language: LanguageCode): DataLoader<number, string | null> {
  return new DataLoader(async (ids: readonly number[]) => {
    const texts = await getMessages(upstream, language, ids);
    return ids.map((id) => texts.get(id) ?? null);
  }, { maxBatchSize: MAX_TEXT_IDS_PER_CALL });
}

import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { TtlCache } from '../../cache/ttlCache.ts';
import type { LanguageCode } from '../../request/language.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getMessages } from './api.ts';

/** `/Utility/GetMessages` takes at most this many ids (utility-api route schema, `TextIds.maxItems`). */
export const MAX_TEXT_IDS_PER_CALL = 200;

/**
 * Texts by id in one language. Every text id asked for while an operation resolves (several `texts`
 * fields, aliases, nested fields) that the shared cache does not hold ends up in one
 * `/Utility/GetMessages` call (docs/architecture.md §3, Batching). A text is the same for every viewer (the call
 * names its language, the utility API never reads the session for it), so each one is kept per id and
 * language in the shared cache, where the different id sets of different screens share entries.
 */
function createTextLoader(
  upstream: UpstreamClient,
  language: LanguageCode,
  cache: TtlCache,
): DataLoader<number, string | null> {
  return new DataLoader(
    (ids: readonly number[]) => {
      const missing: number[] = [];
      let call: Promise<Map<number, string | null>> | undefined;
      // Deferred by a microtask, so that the call is made once every miss of this batch is known.
      const fetchMissing = () => (call ??= Promise.resolve().then(() => getMessages(upstream, language, missing)));
      return Promise.all(
        ids.map((id) =>
          cache.get(`text:${language}:${id}`, () => {
            missing.push(id);
            return fetchMissing().then((texts) => texts.get(id) ?? null);
          }),
        ),
      );
    },
    { maxBatchSize: MAX_TEXT_IDS_PER_CALL },
  );
}

/** The request's texts loader, made at its first use (`batching.ts`, perRequest). */
export const textLoader = perRequest((ctx) => createTextLoader(ctx.upstream, ctx.language, ctx.services.sharedCache));

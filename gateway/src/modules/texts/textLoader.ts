import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { TtlCache } from '../../cache/ttlCache.ts';
import type { LanguageCode } from '../../request/language.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getMessage, getMessages, isMissingCall } from './api.ts';

/** `/Utility/GetMessages` takes at most this many ids (utility-api route schema, `TextIds.maxItems`). */
export const MAX_TEXT_IDS_PER_CALL = 200;

/** Singular calls in flight at once for one operation's texts, on a backend without the plural call. */
const SINGLE_TEXT_CONCURRENCY = 6;

/** Remembers, for the shared cache's lifetime, that the utility lacks `/Utility/GetMessages`. */
const PLURAL_CALL_MISSING = 'texts:getMessages:missing';

async function getMessagesOneByOne(upstream: UpstreamClient, language: LanguageCode, ids: readonly number[]): Promise<Map<number, string | null>> {
  const texts = new Map<number, string | null>();
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++] as number;
      texts.set(id, await getMessage(upstream, language, id));
    }
  };
  await Promise.all(Array.from({ length: Math.min(SINGLE_TEXT_CONCURRENCY, ids.length) }, worker));
  return texts;
}

/**
 * The texts of `ids`: one `/Utility/GetMessages` call, or one `/Utility/GetMessage` per id on a utility
 * backend that lacks the plural call — found out once, then remembered in the shared cache, so that its
 * refusals do not count against the `/Utility` circuit breaker on every request.
 */
async function fetchTexts(upstream: UpstreamClient, language: LanguageCode, cache: TtlCache, ids: readonly number[]): Promise<Map<number, string | null>> {
  if (!(await cache.get(PLURAL_CALL_MISSING, async () => false))) {
    try {
      return await getMessages(upstream, language, ids);
    } catch (error) {
      if (!isMissingCall(error)) throw error;
      cache.delete(PLURAL_CALL_MISSING);
      void cache.get(PLURAL_CALL_MISSING, async () => true);
    }
  }
  return getMessagesOneByOne(upstream, language, ids);
}

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
      const fetchMissing = () => (call ??= Promise.resolve().then(() => fetchTexts(upstream, language, cache, missing)));
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

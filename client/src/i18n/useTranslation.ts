import { useMemo, useSyncExternalStore } from 'react';
import { i18n, type TFunction } from './i18n';

const currentLanguage = () => i18n.language;
const fallbackRevision = () => i18n.revision;

/**
 * The texts of `namespaces` (default `common`; `t` reads the first, `ns:key` the others) in the current
 * language. Suspends while one loads, the first time a screen needs it; re-renders when the language
 * changes.
 */
export function useTranslation(namespaces: string | readonly string[] = 'common'): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(i18n.subscribe, currentLanguage, currentLanguage);
  // A text missing in the language is read in English once that arrives (i18n.ts, loadFallback): render again then.
  useSyncExternalStore(i18n.subscribe, fallbackRevision, fallbackRevision);
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  // Suspense the way Relay and react-i18next do it: throw the (cached) promise. React's `use` would read
  // better, but a root rendered under testing-library's act() environment is not retried by it.
  // A bundle that failed to download (offline) goes to the nearest error boundary, whose retry loads it again.
  for (const namespace of list) {
    if (i18n.hasLoaded(language, namespace)) continue;
    const failure = i18n.takeFailure(language, namespace);
    throw failure ?? i18n.load(language, namespace);
  }
  const bound = list[0] ?? 'common';
  const t = useMemo(() => i18n.getFixedT(language, bound), [language, bound]);
  return { t, i18n };
}

import { type IEnvironment, fetchQuery, graphql } from 'relay-runtime';
import type { startupLanguageQuery } from './__generated__/startupLanguageQuery.graphql';
import { type LocaleCode, startupLocale, storedLocale } from './locales';

const query = graphql`
  query startupLanguageQuery {
    settings {
      defaultLanguage
    }
  }
`;

/**
 * The language of the first render (locales.ts, startupLocale). A browser with a stored choice asks
 * nothing; a fresh one asks the gateway for the utility's default once, before any text is drawn, and
 * starts in en when that fails (the gateway unreachable: the error screens are then in the fallback).
 */
export async function resolveStartupLanguage(environment: IEnvironment): Promise<LocaleCode> {
  const stored = storedLocale();
  if (stored) return stored;
  try {
    const data = await fetchQuery<startupLanguageQuery>(environment, query, {}).toPromise();
    return startupLocale(null, data?.settings.defaultLanguage);
  } catch {
    return startupLocale(null, null);
  }
}

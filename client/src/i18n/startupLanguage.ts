import { type IEnvironment, fetchQuery, graphql } from 'relay-runtime';
import { ROUTE_PATHS } from '../router/access';
import type { startupLanguageQuery } from './__generated__/startupLanguageQuery.graphql';
import { DEFAULT_LOCALE, type LocaleCode, startupLocale, storedLocale } from './locales';

const query = graphql`
  query startupLanguageQuery {
    settings {
      defaultLanguage
    }
  }
`;

/**
 * Whether a first page at `pathname` is the login page for a visitor: /login itself, and `/`, which draws
 * nothing and sends a visitor there (router/access.ts, `entry`). Matched as the router matches paths: any
 * case, trailing slashes ignored.
 */
export function opensOnLoginPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return path === '' || path === ROUTE_PATHS.login.toLowerCase();
}

/**
 * The language of the first render (000 §1, "the login page itself defaults to en when no language is
 * stored"):
 * - a language stored in this browser (the last one chosen or started in) wins on every page, and asks nothing;
 * - without one, the login page (`opensOnLoginPage`) starts in en at once, without asking anything;
 * - any other first page asks the gateway for the utility's default once, before any text is drawn, and
 *   starts in en when the utility names none the portal has or the read fails (the error screens are then
 *   in the fallback).
 * The caller stores the language it starts in (locales.ts, applyDocumentLocale), so the pages that follow —
 * after signing in on a login page first seen in en too — stay in it until the user picks another; 000 §1
 * says nothing of them, and a language switching under the user's feet right after sign-in would surprise.
 */
export async function resolveStartupLanguage(environment: IEnvironment, pathname: string): Promise<LocaleCode> {
  const stored = storedLocale();
  if (stored) return stored;
  if (opensOnLoginPage(pathname)) return DEFAULT_LOCALE;
  try {
    const data = await fetchQuery<startupLanguageQuery>(environment, query, {}).toPromise();
    return startupLocale(null, data?.settings.defaultLanguage);
  } catch {
    return startupLocale(null, null);
  }
}

import { DEFAULT_LOCALE, type LocaleCode, applyDocumentLocale, directionOf } from './locales';

/**
 * The portal's texts: one JSON bundle per locale and namespace (STYLE: one namespace per route folder
 * plus `common`), loaded on demand. Keys follow the i18next JSON v4 format the bundles were written in —
 * nested objects joined by `.`, `ns:key` for another namespace, `{{name}}` placeholders, plural forms
 * as `key_zero|one|two|few|many|other` chosen by `Intl.PluralRules` — which is all the portal uses of
 * i18next, in a fraction of its weight on the login page's first load.
 */
type Texts = { readonly [key: string]: unknown };

interface TOptions {
  /** Chooses the plural form and fills `{{count}}`. */
  count?: number;
  /** The namespace to read, instead of the bound one. */
  ns?: string;
  /** Shown when no locale has the key (a code the portal has no text for, for instance). */
  defaultValue?: string;
  [placeholder: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

const bundles = import.meta.glob<{ default: Texts }>('../locales/*/*.json');

/** Bundles by `language/namespace`: downloaded, being downloaded. */
const loaded = new Map<string, Texts>();
const bundleLoads = new Map<string, Promise<void>>();
/** A namespace in a language and its English fallback, by `language/namespace`: one promise for Suspense. */
const namespaceLoads = new Map<string, Promise<void>>();
const failures = new Map<string, unknown>();
const listeners = new Set<() => void>();
const pluralRules = new Map<string, Intl.PluralRules>();

const bundleKey = (language: string, namespace: string) => `${language}/${namespace}`;

/** English fallbacks asked for by a missing text, by `namespace`. */
const fallbackLoads = new Set<string>();
/** Counts the English fallbacks arrived, so that the screens showing a missing text render again. */
let fallbackRevision = 0;

function loadBundle(language: LocaleCode, namespace: string): Promise<void> {
  const key = bundleKey(language, namespace);
  let promise = bundleLoads.get(key);
  if (!promise) {
    const load = bundles[`../locales/${language}/${namespace}.json`];
    // A failed download (offline, a new deployment) may be retried by the next render or navigation.
    promise = (load ? load() : Promise.reject(new Error(`No texts for ${key}`))).then(
      (bundle) => void loaded.set(key, bundle.default),
      (error: unknown) => {
        bundleLoads.delete(key);
        throw error;
      },
    );
    bundleLoads.set(key, promise);
  }
  return promise;
}

function find(texts: Texts | undefined, key: string): string | undefined {
  if (!texts) return undefined;
  let node: unknown = texts;
  for (const part of key.split('.')) {
    node = node !== null && typeof node === 'object' ? (node as Texts)[part] : undefined;
  }
  if (node === undefined) node = texts[key];
  return typeof node === 'string' ? node : undefined;
}

function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function fill(text: string, values: TOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (_, path: string) => {
    let value: unknown = values;
    for (const part of path.trim().split('.')) value = value !== null && typeof value === 'object' ? (value as TOptions)[part] : undefined;
    return value === undefined || value === null ? '' : String(value);
  });
}

function translate(language: LocaleCode, boundNamespace: string, fullKey: string, options: TOptions = {}): string {
  const separator = fullKey.indexOf(':');
  const namespace = separator > 0 ? fullKey.slice(0, separator) : (options.ns ?? boundNamespace);
  const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
  const { count } = options;
  for (const code of language === DEFAULT_LOCALE ? [language] : [language, DEFAULT_LOCALE]) {
    const texts = loaded.get(bundleKey(code, namespace));
    if (!texts && code !== language) loadFallback(namespace);
    // Most specific first, as i18next: key_zero for 0, the language's plural form, the bare key, key_other.
    const candidates =
      typeof count === 'number'
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralForm(code, count)}`, key, `${key}_other`]
        : [key];
    for (const candidate of candidates) {
      const text = find(texts, candidate);
      if (text !== undefined) return fill(text, options);
    }
  }
  return options.defaultValue === undefined ? key : fill(options.defaultValue, options);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * 000 §1: English is the fallback of a text missing in the chosen language. Every bundled text exists in every
 * language (client/src/locales/locales.test.ts), so English is downloaded only when a text is missing after all
 * (a code the portal has no text for): the first visit to /login in Greek loads the Greek texts alone.
 */
function loadFallback(namespace: string): void {
  if (fallbackLoads.has(namespace)) return;
  fallbackLoads.add(namespace);
  loadBundle(DEFAULT_LOCALE, namespace).then(
    () => {
      fallbackRevision += 1;
      notify();
    },
    // Offline: the text stays as it is until a later miss asks again.
    () => void fallbackLoads.delete(namespace),
  );
}

class Translations {
  language: LocaleCode = DEFAULT_LOCALE;
  isInitialized = false;

  /** Whether `namespace` is ready in `language`. */
  hasLoaded(language: LocaleCode, namespace: string): boolean {
    return loaded.has(bundleKey(language, namespace));
  }

  /** The number of English fallbacks arrived so far (`loadFallback`), for `useSyncExternalStore`. */
  get revision(): number {
    return fallbackRevision;
  }

  /** Loads `namespace` in `language`; the same promise for every caller (Suspense). */
  load(language: LocaleCode, namespace: string): Promise<void> {
    const key = bundleKey(language, namespace);
    let promise = namespaceLoads.get(key);
    if (!promise) {
      promise = loadBundle(language, namespace).then(
        () => undefined,
        (error: unknown) => {
          namespaceLoads.delete(key);
          failures.set(key, error);
          throw error;
        },
      );
      namespaceLoads.set(key, promise);
    }
    return promise;
  }

  /** Texts given directly instead of downloaded (tests): they replace the bundle's. */
  addBundle(language: LocaleCode, namespace: string, texts: Texts): void {
    loaded.set(bundleKey(language, namespace), texts);
    bundleLoads.set(bundleKey(language, namespace), Promise.resolve());
  }

  /** The error of the last failed load of `namespace` in `language`, once: the next render retries. */
  takeFailure(language: LocaleCode, namespace: string): unknown {
    const key = bundleKey(language, namespace);
    const error = failures.get(key);
    failures.delete(key);
    return error;
  }

  loadNamespaces(namespaces: readonly string[]): Promise<void> {
    return Promise.all(namespaces.map((namespace) => this.load(this.language, namespace))).then(() => undefined);
  }

  /**
   * Loads every namespace read so far in `language` before switching, so screens do not suspend. One that
   * fails to download does not keep the language: the screens reading it meet the failure themselves.
   */
  async changeLanguage(language: LocaleCode): Promise<void> {
    const namespaces = new Set([...loaded.keys()].map((key) => key.slice(key.indexOf('/') + 1)));
    await Promise.allSettled([...namespaces].map((namespace) => this.load(language, namespace)));
    if (language === this.language) return;
    this.language = language;
    applyDocumentLocale(language);
    notify();
  }

  /** A `t` bound to one language and namespace: stable, so it can be a memo or effect dependency. */
  getFixedT(language: LocaleCode, namespace: string): TFunction {
    return (key, options) => translate(language, namespace, key, options);
  }

  dir(language: LocaleCode = this.language): 'ltr' | 'rtl' {
    return directionOf(language);
  }

  /** For `useSyncExternalStore`: called after every language change and every English fallback arrived. */
  subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
}

export const i18n = new Translations();

/** Starts the texts in `language` with the `common` namespace loaded. */
export async function initI18n(language: LocaleCode): Promise<Translations> {
  await i18n.load(language, 'common');
  if (!i18n.isInitialized) {
    i18n.isInitialized = true;
    i18n.language = language;
    applyDocumentLocale(language);
    notify();
  } else {
    await i18n.changeLanguage(language);
  }
  return i18n;
}

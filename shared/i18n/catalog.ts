/**
 * Server texts: one JSON bundle per language and namespace (`gateway/src/locales/<lang>/<namespace>.json`,
 * `utility-api/src/locales/…`, `shared/locales/…` for both), in the client's bundle format
 * (client/src/i18n/i18n.ts: nested keys, `{{name}}` placeholders). A module imports its namespace's four
 * bundles once, with JSON import attributes, so its keys are typed by the English bundle.
 */
export const CATALOG_LANGUAGES = ['en', 'el', 'ru', 'ar'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

/** One namespace in every language, each with the English bundle's shape. */
export type Catalog<Texts> = Readonly<Record<CatalogLanguage, Texts>>;

export type Values = Readonly<Record<string, string | number>>;

export interface FillOptions {
  /** A placeholder without a value stays as written instead of becoming empty (the client's way). */
  keepMissing?: boolean;
  /** How a value is written into the text (Unicode isolates in Arabic, for instance). */
  format?: (value: string) => string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The placeholders of a text, in order. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

export function fill(text: string, values: Values = {}, { keepMissing = false, format }: FillOptions = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined && keepMissing) return whole;
    const text = String(value ?? '');
    return format ? format(text) : text;
  });
}

/** A flat namespace's text by key, in a language, with its placeholders filled. */
export function catalogText<Key extends string>(
  catalog: Catalog<Readonly<Record<Key, string>>>,
  language: CatalogLanguage,
  key: Key,
  values?: Values,
  options?: FillOptions,
): string {
  return fill(catalog[language][key], values, options);
}

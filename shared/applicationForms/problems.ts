/**
 * The problems the rules of ./validate.ts report, one code each, and their texts in the four languages
 * (shared/locales/<lang>/applicationRules.json): every tier shows the same words for the same problem.
 */
import ar from '../locales/ar/applicationRules.json' with { type: 'json' };
import el from '../locales/el/applicationRules.json' with { type: 'json' };
import en from '../locales/en/applicationRules.json' with { type: 'json' };
import ru from '../locales/ru/applicationRules.json' with { type: 'json' };
import { catalogText, type Catalog, type CatalogLanguage } from '../i18n/catalog.ts';

export type ProblemCode = keyof typeof en;

export interface Problem {
  /** The value's path (./definition.ts), `<group>` for a group's item count, `documents.<id>` for a document. */
  path: string;
  code: ProblemCode;
  params?: Readonly<Record<string, string | number>>;
}

const TEXTS: Catalog<Readonly<Record<ProblemCode, string>>> = { en, el, ru, ar };

/** A problem's text in a language, its placeholders filled. */
export const problemText = (language: CatalogLanguage, problem: Problem): string => catalogText(TEXTS, language, problem.code, problem.params);

/** `002 §5`: several e-mails or phones may be separated by commas; each is checked. */
export const listEntries = (value: string): string[] =>
  value
    .split(/[,;]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

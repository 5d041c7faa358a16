import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/attachments.json' with { type: 'json' };
import el from '../../locales/el/attachments.json' with { type: 'json' };
import ru from '../../locales/ru/attachments.json' with { type: 'json' };
import ar from '../../locales/ar/attachments.json' with { type: 'json' };

/** Messages of the applications, messages and attachments user errors (`002 §5`, `§8`). */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export type AttachmentTextKey = keyof typeof en;

export function attachmentText(key: AttachmentTextKey, language: LanguageCode, values: Record<string, string> = {}): string {
  return catalogText(TEXTS, language, key, values);
}

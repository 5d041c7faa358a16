import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/meterCapture.json' with { type: 'json' };
import el from '../../locales/el/meterCapture.json' with { type: 'json' };
import ru from '../../locales/ru/meterCapture.json' with { type: 'json' };
import ar from '../../locales/ar/meterCapture.json' with { type: 'json' };

/** Messages of the capture user errors the gateway finds itself, before any upstream call or when it answers "not found". */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export function captureText(key: keyof typeof en, language: LanguageCode): string {
  return catalogText(TEXTS, language, key);
}

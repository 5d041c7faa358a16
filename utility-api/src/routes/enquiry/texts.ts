import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/enquiry.json' with { type: 'json' };
import el from '../../locales/el/enquiry.json' with { type: 'json' };
import ru from '../../locales/ru/enquiry.json' with { type: 'json' };
import ar from '../../locales/ar/enquiry.json' with { type: 'json' };

const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export function enquiryText(language: Language, key: keyof typeof en): string {
  return catalogText(TEXTS, language, key);
}

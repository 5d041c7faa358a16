import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/deliveryNotices.json' with { type: 'json' };
import el from '../../locales/el/deliveryNotices.json' with { type: 'json' };
import ru from '../../locales/ru/deliveryNotices.json' with { type: 'json' };
import ar from '../../locales/ar/deliveryNotices.json' with { type: 'json' };

/**
 * What the holders of a property are told when its statement delivery changes, so that a change nobody
 * asked for is noticed. `{{reference}}`, `{{address}}` and `{{email}}` (masked) are filled in.
 */
const NOTICES: Catalog<typeof en> = { en, el, ru, ar };

export type DeliveryNoticeKey = keyof typeof en;

export function deliveryNoticeText(lang: Language, key: DeliveryNoticeKey, values: Record<string, string>): string {
  return catalogText(NOTICES, lang, key, values, { keepMissing: true });
}

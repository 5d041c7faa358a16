import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/consumptionAlerts.json' with { type: 'json' };
import el from '../../locales/el/consumptionAlerts.json' with { type: 'json' };
import ru from '../../locales/ru/consumptionAlerts.json' with { type: 'json' };
import ar from '../../locales/ar/consumptionAlerts.json' with { type: 'json' };

type AlertTextKey = keyof typeof en;

/** Texts of the consumption alert calls in every offered language. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export function alertText(language: Language, key: AlertTextKey, values: Record<string, string | number> = {}): string {
  return catalogText(TEXTS, language, key, values);
}

import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/sso.json' with { type: 'json' };
import el from '../../locales/el/sso.json' with { type: 'json' };
import ru from '../../locales/ru/sso.json' with { type: 'json' };
import ar from '../../locales/ar/sso.json' with { type: 'json' };

/** Error texts of `/account/LoginWithIdentityProvider`, in the portal's four languages (000 §1). */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export type SsoTextKey = keyof typeof en;

export function ssoText(key: SsoTextKey, lang: Language): string {
  return catalogText(TEXTS, lang, key);
}

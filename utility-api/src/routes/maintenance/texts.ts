import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/maintenance.json' with { type: 'json' };
import el from '../../locales/el/maintenance.json' with { type: 'json' };
import ru from '../../locales/ru/maintenance.json' with { type: 'json' };
import ar from '../../locales/ar/maintenance.json' with { type: 'json' };

/** Texts of the maintenance calls (README "Maintenance"), in the request language. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export type MaintenanceTextKey = keyof typeof en;

export function maintenanceText(request: FastifyRequest, key: MaintenanceTextKey, values: Record<string, string | number> = {}): string {
  return catalogText(TEXTS, requestLanguage(request), key, values);
}

import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/debtManagement.json' with { type: 'json' };
import el from '../../locales/el/debtManagement.json' with { type: 'json' };
import ru from '../../locales/ru/debtManagement.json' with { type: 'json' };
import ar from '../../locales/ar/debtManagement.json' with { type: 'json' };

/** Texts of the debt-management calls (README "Debt management"), in the request language. */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export type DebtManagementTextKey = keyof typeof en;

export function debtManagementText(request: FastifyRequest, key: DebtManagementTextKey, values: Record<string, string | number> = {}): string {
  return catalogText(TEXTS, requestLanguage(request), key, values);
}

import type { Language } from '../../domain/constants.ts';
import type { PaymentMethod } from './billRules.ts';
import { fill, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/statements.json' with { type: 'json' };
import el from '../../locales/el/statements.json' with { type: 'json' };
import ru from '../../locales/ru/statements.json' with { type: 'json' };
import ar from '../../locales/ar/statements.json' with { type: 'json' };

/** Descriptions of statement lines in the request language (README Conventions: texts follow `Lang`). */
type Adjustment = 'leakAllowance' | 'meterCorrection';

const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export function billDescription(lang: Language, number: string): string {
  return fill(TEXTS[lang].bill, { number });
}

export function paymentDescription(lang: Language, reference: string, method: PaymentMethod): string {
  return fill(TEXTS[lang].payment, { reference, method: TEXTS[lang].methods[method] });
}

/** Adjustments are stored with a kind (`seed/billing.ts` ADJUSTMENT_KINDS); unknown kinds print as stored. */
export function adjustmentDescription(lang: Language, kind: string): string {
  return TEXTS[lang].adjustments[kind as Adjustment] ?? kind;
}

type ChargeKind = keyof typeof en.charges;

/** What a fee or other sale is (store/accountCharges.ts `kind`); an unknown kind prints as stored. */
export function chargeDescription(lang: Language, kind: string): string {
  return TEXTS[lang].charges[kind as ChargeKind] ?? kind;
}

/** The statement line of a paid fee or sale: its description and reference. */
export function chargeLine(lang: Language, kind: string, reference: string): string {
  return fill(TEXTS[lang].charge, { description: chargeDescription(lang, kind), reference });
}

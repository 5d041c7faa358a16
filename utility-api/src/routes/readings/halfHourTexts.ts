import type { Language } from '../../domain/constants.ts';
import en from '../../locales/en/halfHourTemplate.json' with { type: 'json' };
import el from '../../locales/el/halfHourTemplate.json' with { type: 'json' };
import ru from '../../locales/ru/halfHourTemplate.json' with { type: 'json' };
import ar from '../../locales/ar/halfHourTemplate.json' with { type: 'json' };

/** Column headers and the 5 instruction steps of the half-hour template (`002 §1`), per language. */
export interface HalfHourTemplateTexts {
  dataSheet: string;
  instructionsSheet: string;
  headers: readonly [string, string, string, string];
  steps: readonly [string, string, string, string, string];
  meters: string;
}

/** The catalog keeps the columns and steps by name; the sheet writes them in this order. */
function templateTexts(texts: typeof en): HalfHourTemplateTexts {
  const { headers, steps } = texts;
  return {
    dataSheet: texts.dataSheet,
    instructionsSheet: texts.instructionsSheet,
    headers: [headers.meterReference, headers.date, headers.period, headers.consumption],
    steps: [steps[1], steps[2], steps[3], steps[4], steps[5]],
    meters: texts.meters,
  };
}

export const HALF_HOUR_TEMPLATE_TEXTS: Record<Language, HalfHourTemplateTexts> = {
  en: templateTexts(en),
  el: templateTexts(el),
  ru: templateTexts(ru),
  ar: templateTexts(ar),
};

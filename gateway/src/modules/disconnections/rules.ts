import type { LanguageCode } from '../../request/language.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/disconnections.json' with { type: 'json' };
import el from '../../locales/el/disconnections.json' with { type: 'json' };
import ru from '../../locales/ru/disconnections.json' with { type: 'json' };
import ar from '../../locales/ar/disconnections.json' with { type: 'json' };

/** The gateway's own check of `002 §5` before calling the utility, so the error names its field. */
const MESSAGES: Catalog<typeof en> = { en, el, ru, ar };

export type DisconnectionMessageKey = keyof typeof en;

export function disconnectionMessage(key: DisconnectionMessageKey, language: LanguageCode, values: Record<string, string | number> = {}): string {
  return catalogText(MESSAGES, language, key, values);
}

/**
 * `002 §5`: a final reading cannot be lower than the last reading without a clock-over, nor negative, nor have
 * more digits than the meter's dials. No final reading is always allowed (the utility stores 0).
 */
export function finalReadingProblem(previousReading: number, finalReading: number | null, clockOver: boolean, dials: number | null): DisconnectionMessageKey | null {
  if (finalReading === null) return null;
  if (finalReading < 0) return 'negative';
  if (dials !== null && finalReading >= 10 ** dials) return 'tooManyDigits';
  if (!clockOver && finalReading < previousReading) return 'lowerThanPrevious';
  return null;
}

import type { Language } from '../../domain/constants.ts';
import { catalogText, type Catalog } from '../../../../shared/i18n/catalog.ts';
import en from '../../locales/en/meterCapture.json' with { type: 'json' };
import el from '../../locales/el/meterCapture.json' with { type: 'json' };
import ru from '../../locales/ru/meterCapture.json' with { type: 'json' };
import ar from '../../locales/ar/meterCapture.json' with { type: 'json' };

export type CaptureTextKey = keyof typeof en;

/** Texts of the capture calls in every offered language (README Conventions: `text` in the request language). */
const TEXTS: Catalog<typeof en> = { en, el, ru, ar };

export function captureText(language: Language, key: CaptureTextKey, values: Record<string, string | number> = {}): string {
  return catalogText(TEXTS, language, key, values);
}

import type { Catalog, CatalogLanguage } from './catalog.ts';
import en from '../locales/en/units.json' with { type: 'json' };
import el from '../locales/el/units.json' with { type: 'json' };
import ru from '../locales/ru/units.json' with { type: 'json' };
import ar from '../locales/ar/units.json' with { type: 'json' };

/** Units of the log points and of billed consumption as each language writes them, the same in the gateway's and the reference API's texts. */
const UNITS: Catalog<Partial<Record<string, string>>> = { en, el, ru, ar };

/** A unit code (`m`, `bar`, `mg/l`, `m3/h`, `h`, `m³`, `kWh`) in a language; a code the catalog does not know as it is. */
export function unitName(language: CatalogLanguage, unit: string): string {
  return UNITS[language][unit] ?? unit;
}

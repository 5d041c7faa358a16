import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The captions a family flow reads and presses, from the portal's own catalogs (client/src/locales and the
// sandbox provider's utility-api/src/locales), so that a flow runs the same in English and in Arabic.

export type FlowLanguage = 'en' | 'ar';

const ROOT = join(import.meta.dirname, '..', '..');

type Catalog = { readonly [key: string]: string | Catalog };

function catalog(tier: 'client' | 'utility-api', language: FlowLanguage, namespace: string): Catalog {
  return JSON.parse(readFileSync(join(ROOT, tier, 'src', 'locales', language, `${namespace}.json`), 'utf8')) as Catalog;
}

function text(from: Catalog, key: string): string {
  const found = key.split('.').reduce<string | Catalog | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), from);
  if (typeof found !== 'string') throw new Error(`No text ${key}`);
  return found;
}

/** A text with its `{{placeholder}}` cut off: what a caption that goes on with a value begins with. */
const before = (caption: string) => caption.slice(0, caption.indexOf('{{')).trim();

export function flowTexts(language: FlowLanguage) {
  const families = catalog('client', language, 'applicationFamilies');
  const payments = catalog('client', language, 'payments');
  const provider = catalog('utility-api', language, 'paymentProvider');
  return {
    language,
    /** The locale the browser context announces, so the portal opens in that language. */
    locale: language === 'ar' ? 'ar' : 'en-GB',
    dir: language === 'ar' ? 'rtl' : 'ltr',
    stage: (stage: string) => text(families, `stage.${stage}`),
    stepRefused: text(families, 'wizard.stepRefused'),
    valid: text(families, 'verify.valid'),
    paymentCompleted: text(payments, 'result.COMPLETED.title'),
    provider: {
      title: text(provider, 'title'),
      cardNumber: text(provider, 'cardNumber'),
      expiry: text(provider, 'expiry'),
      cvc: text(provider, 'cvc'),
      pay: before(text(provider, 'pay')),
    },
    /** What the employee writes when asking for changes, and what the applicant adds to the value they fix. */
    changesComment: language === 'ar' ? 'يرجى مراجعة البيانات التي أدخلتها وتصحيحها.' : 'Please check the details you entered and correct them.',
    fixSuffix: language === 'ar' ? ' (مصحح)' : ' (corrected)',
  };
}

export type FlowTexts = ReturnType<typeof flowTexts>;

import type { Language } from '../../domain/constants.ts';
import type { OnlinePayment } from '../../store/payments.ts';
import { TEST_CARD_APPROVED, TEST_CARD_REJECTED } from './paymentRules.ts';
import { type ProviderTextKey, providerText } from './providerTexts.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Numbers (card numbers, amounts) keep their left-to-right order inside right-to-left text. */
const ltr = (text: string) => `<bdi dir="ltr">${escape(text)}</bdi>`;

export interface CardForm {
  cardNumber: string;
  expiry: string;
  error?: ProviderTextKey;
}

/**
 * A sandbox provider's hosted page (provider 1 or 2): a plain form, as a card processor's page would be, in the payer's
 * language (en, el, ru, ar; Arabic right to left). The form posts back to the same address, `?lang=` included.
 */
export function providerPage(
  payment: OnlinePayment,
  cancelUrl: string,
  language: Language,
  form: CardForm = { cardNumber: '', expiry: '' },
): string {
  const t = (key: ProviderTextKey, values: Record<string, string> = {}) => escape(providerText(language, key, values));
  // The second provider's page is told apart by its title and colour, as another processor's page would be.
  const title = t(payment.provider === 2 ? 'title2' : 'title');
  const colour = payment.provider === 2 ? '#5b2a86' : '#0c3c60';
  const amount = payment.amount.toFixed(2);
  const error = form.error ? `<p id="card-error" role="alert" style="color:#a40000">${t(form.error)}</p>` : '';
  const described = form.error ? ' aria-describedby="card-error" aria-invalid="true"' : '';
  const testCards = escape(providerText(language, 'testCards', { approved: '\u0000a', rejected: '\u0000r' }))
    .replace('\u0000a', ltr(TEST_CARD_APPROVED))
    .replace('\u0000r', ltr(TEST_CARD_REJECTED));
  const pay = escape(providerText(language, 'pay', { amount: '\u0000m' })).replace('\u0000m', ltr(amount));
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #555;border-radius:.3rem}
button{margin-top:1.5rem;padding:.7rem 1.4rem;font-size:1rem;background:${colour};color:#fff;border:0;border-radius:.3rem;min-height:44px}
a{color:${colour}}:focus-visible{outline:3px solid #e08a00;outline-offset:2px}</style></head>
<body><main>
<h1>${title}</h1>
<p>${t('amount')} <strong>${ltr(amount)}</strong></p>
<p>${testCards}</p>
${error}
<form method="post" novalidate>
<label for="cardNumber">${t('cardNumber')}</label><input id="cardNumber" name="cardNumber" dir="ltr" inputmode="numeric" autocomplete="cc-number" value="${escape(form.cardNumber)}"${described}>
<label for="expiry">${t('expiry')}</label><input id="expiry" name="expiry" dir="ltr" autocomplete="cc-exp" value="${escape(form.expiry)}">
<label for="cvc">${t('cvc')}</label><input id="cvc" name="cvc" dir="ltr" inputmode="numeric" autocomplete="cc-csc">
<button type="submit">${pay}</button>
</form>
<p><a href="${escape(cancelUrl)}">${t('cancel')}</a></p>
</main></body></html>`;
}

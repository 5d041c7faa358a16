import type { OnlinePayment } from '../../store/payments.ts';
import { TEST_CARD_APPROVED, TEST_CARD_REJECTED } from './paymentRules.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export interface CardForm {
  cardNumber: string;
  expiry: string;
  error?: string;
}

/** The sandbox provider's hosted page: a plain form, as a card processor's page would be, in English. */
export function providerPage(payment: OnlinePayment, cancelUrl: string, form: CardForm = { cardNumber: '', expiry: '' }): string {
  const error = form.error ? `<p id="card-error" role="alert" style="color:#a40000">${escape(form.error)}</p>` : '';
  const described = form.error ? ' aria-describedby="card-error" aria-invalid="true"' : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox card payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #555;border-radius:.3rem}
button{margin-top:1.5rem;padding:.7rem 1.4rem;font-size:1rem;background:#0c3c60;color:#fff;border:0;border-radius:.3rem;min-height:44px}
a{color:#0c3c60}:focus-visible{outline:3px solid #e08a00;outline-offset:2px}</style></head>
<body><main>
<h1>Sandbox card payment</h1>
<p>Amount: <strong>${payment.amount.toFixed(2)}</strong></p>
<p>Test cards: ${TEST_CARD_APPROVED} is approved, ${TEST_CARD_REJECTED} is rejected; any future expiry and CVC.</p>
${error}
<form method="post" novalidate>
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="${escape(form.cardNumber)}"${described}>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" value="${escape(form.expiry)}">
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc">
<button type="submit">Pay ${payment.amount.toFixed(2)}</button>
</form>
<p><a href="${escape(cancelUrl)}">Cancel and return</a></p>
</main></body></html>`;
}

import { formatMoney } from '../../../i18n/format';

/** An amount the panel computed or read, as the customer reads it (the same format as `lib/money.ts`). */
export function amountText(money: { readonly amount: string; readonly currencySymbol: string }, language: string): string {
  return formatMoney(Number(money.amount), language, money.currencySymbol);
}

/** A difference as the customer reads it: "+12.50 €" for more, "-3.10 €" for less, "0.00 €" for none. */
export function signedMoneyText(money: { readonly amount: string; readonly currencySymbol: string }, language: string): string {
  const text = amountText(money, language);
  return Number(money.amount) > 0 ? `+${text}` : text;
}

import { moneyText } from '../money';

/** A difference as the customer reads it: "+12.50 €" for more, "-3.10 €" for less, "0.00 €" for none. */
export function signedMoneyText(money: { readonly amount: string; readonly currencySymbol: string }, language: string): string {
  const text = moneyText(money, language);
  return Number(money.amount) > 0 ? `+${text}` : text;
}

import { formatMoney } from '../i18n/format';

/** A `Money` of the schema as the customer reads it: two decimals and the utility's symbol (002 §9). */
export function moneyText(money: { readonly amount: string; readonly currencySymbol: string }, language: string): string {
  return formatMoney(Number(money.amount), language, money.currencySymbol);
}

import { graphql, readInlineData } from 'relay-runtime';
import { formatMoney } from '../i18n/format';
import type { money_money$key } from './__generated__/money_money.graphql';

/** A `Money` of the schema as the customer reads it: two decimals and the utility's symbol (002 §9). */
export function moneyText(moneyRef: money_money$key, language: string): string {
  const money = readInlineData(
    graphql`
      fragment money_money on Money @inline {
        amount
        currencySymbol
      }
    `,
    moneyRef,
  );
  return formatMoney(Number(money.amount), language, money.currencySymbol);
}

import type { GatewayContext } from '../../context.ts';
import { getAccounts } from '../account/api.ts';
import { isCustomer } from '../auth/employeeGuard.ts';

/** One page of the viewer's accounts is enough: a customer with more is shown the masked numbers. */
const ACCOUNTS_PAGE = 100;
/** Digits of an invoice number left visible: its period, never the property reference (characters 3 to 7, `001 §5`). */
const VISIBLE_DIGITS = 4;

/**
 * True when the signed-in viewer is a customer of the account with this number. The payment dialog is
 * open to anyone who types a number, so what it shows beyond the masked name and the amount due (the
 * invoice numbers, which name the property) is for the account's own customers only.
 */
export async function viewerHoldsAccount(ctx: GatewayContext, accountNumber: string): Promise<boolean> {
  if (!isCustomer(ctx)) return false;
  const { items } = await getAccounts(ctx.upstream, 1, ACCOUNTS_PAGE);
  return items.some((account) => account.accountKey === accountNumber);
}

/** `200012320260501` → `***********0501`. */
export const maskInvoiceNumber = (invoiceNumber: string): string =>
  '*'.repeat(Math.max(0, invoiceNumber.length - VISIBLE_DIGITS)) + invoiceNumber.slice(-VISIBLE_DIGITS);

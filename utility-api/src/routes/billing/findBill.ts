import type { FastifyRequest } from 'fastify';
import { STATUS_FAILED, fail, type Envelope } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { AccountItem } from '../../store/accounts.ts';
import type { BillItem } from '../../store/billing.ts';
import type { Store } from '../../store/store.ts';
import { billingMessage } from './billingMessages.ts';
import { relatedAccount } from './relatedAccount.ts';

/**
 * A bill the session user may read, with its account; otherwise status 1 "Bill not found", the same
 * for a missing bill and another customer's, so that bill ids cannot be probed.
 */
export function findReadableBill(
  request: FastifyRequest,
  store: Store,
  billId: number,
): { bill: BillItem; account: AccountItem; refusal?: undefined } | { bill?: undefined; account?: undefined; refusal: Envelope } {
  const notFound = { refusal: fail(STATUS_FAILED, billingMessage(requestLanguage(request), 'billNotFound')) };
  const row = store.billing.findBill(billId);
  if (!row) return notFound;
  const { account } = relatedAccount(request, store, row.accountId);
  if (!account) return notFound;
  const bill = store.billing.ledger(account.accountId, account.propertyReference).bills.find((item) => item.billId === billId);
  if (!bill) return notFound;
  const { payment: _, ...item } = bill;
  return { bill: item, account };
}

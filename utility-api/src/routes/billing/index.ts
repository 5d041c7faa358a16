import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { downloadBillRoute } from './downloadBill.ts';
import { getBalanceRoute } from './getBalance.ts';
import { getBillRoute } from './getBill.ts';
import { getBillChargesRoute } from './getBillCharges.ts';
import { getBillsRoute } from './getBills.ts';
import { getOpenPeriodRoute } from './getOpenPeriod.ts';
import { getPaymentsRoute } from './getPayments.ts';
import { getTransactionsRoute } from './getTransactions.ts';

/** Bills, statement, balance and payment records of the customer's accounts (000 §2 /financial; README, Billing). */
export function billingRoutes(app: FastifyInstance, store: Store): void {
  getBillsRoute(app, store);
  getBillRoute(app, store);
  getBillChargesRoute(app, store);
  getOpenPeriodRoute(app, store);
  downloadBillRoute(app, store);
  getTransactionsRoute(app, store);
  getBalanceRoute(app, store);
  getPaymentsRoute(app, store);
}

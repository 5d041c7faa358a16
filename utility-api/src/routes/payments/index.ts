import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.ts';
import type { FamilyRegistry } from '../../families/registry.ts';
import { paymentsStore } from '../../store/payments.ts';
import type { Store } from '../../store/store.ts';
import { createPaymentRoute } from './createPayment.ts';
import { devPaymentDayRoute } from './devPaymentDay.ts';
import { getStatusRoute } from './getStatus.ts';
import { receiptNumberOf } from '../applicationFamilies/fee.ts';
import { paymentContext } from './paymentContext.ts';
import { providerPageRoutes } from './providerPage.ts';
import { validateAccountRoute } from './validateAccount.ts';

/** Online payments through the sandbox card provider (000 §2 payment-provider dialog, §9; README, Payments). */
export async function paymentRoutes(app: FastifyInstance, store: Store, db: Db, families: FamilyRegistry, devEndpoints = false): Promise<void> {
  // A completed fee payment moves its family application to PAID, in the settlement's transaction.
  const payments = paymentsStore(db, (applicationId, amountCents, paymentRowId) =>
    store.familyApplications.recordPayment(applicationId, amountCents, receiptNumberOf(paymentRowId), store.clock().toISOString()),
  );
  const context = paymentContext(store, payments, families);
  validateAccountRoute(app, context);
  createPaymentRoute(app, context);
  getStatusRoute(app, context);
  await providerPageRoutes(app, context);
  if (devEndpoints) devPaymentDayRoute(app, context);
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.ts';
import { paymentsStore } from '../../store/payments.ts';
import type { Store } from '../../store/store.ts';
import { createPaymentRoute } from './createPayment.ts';
import { devPaymentDayRoute } from './devPaymentDay.ts';
import { getStatusRoute } from './getStatus.ts';
import { paymentContext } from './paymentContext.ts';
import { providerPageRoutes } from './providerPage.ts';
import { validateAccountRoute } from './validateAccount.ts';

/** Online payments through the sandbox card provider (000 §2 payment-provider dialog, §9; README, Payments). */
export async function paymentRoutes(app: FastifyInstance, store: Store, db: Db, devEndpoints = false): Promise<void> {
  const context = paymentContext(store, paymentsStore(db));
  validateAccountRoute(app, context);
  createPaymentRoute(app, context);
  getStatusRoute(app, context);
  await providerPageRoutes(app, context);
  if (devEndpoints) devPaymentDayRoute(app, context);
}

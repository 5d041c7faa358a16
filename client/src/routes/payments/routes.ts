import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';
import { PAYMENT_RETURN_PATH } from '../../features/payments/paymentEvents';
import { paymentResultRoute } from './paymentResultRoute';

const billPaymentScreen = () => import('./BillPaymentScreen').then((module) => module.billPaymentScreen);

/** 000 §2: /billPayment for signed-in customers, and the card provider's return, open to visitors too. */
export const paymentsRoutes: RouteObject[] = [
  screenRoute('billPayment', { kind: 'customer' }, billPaymentScreen),
  paymentResultRoute(PAYMENT_RETURN_PATH.slice(1)),
];

import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import billPaymentParameters from './__generated__/BillPaymentScreenQuery$parameters';
import paymentResultParameters from './__generated__/PaymentResultScreenQuery$parameters';
import { PAYMENT_RETURN_PATH } from '../../features/payments/paymentEvents';

const billPaymentScreen = () => import('./BillPaymentScreen').then((module) => module.billPaymentScreen);

/** 000 §2: /billPayment for signed-in customers, and the card provider's return, open to visitors too. */
export const paymentsRoutes: RouteObject[] = [
  screenRoute('billPayment', { kind: 'customer' }, routeQuery(billPaymentParameters), billPaymentScreen),
  // The payment's id comes from the URL's query; its state is always the gateway's latest.
  screenRoute(
    PAYMENT_RETURN_PATH.slice(1),
    { kind: 'public' },
    routeQuery(paymentResultParameters, { variables: ({ search }) => ({ paymentId: search.get('paymentId') ?? '' }), fetchPolicy: 'network-only' }),
    () => import('./PaymentResultScreen').then((module) => module.paymentResultScreen),
  ),
];

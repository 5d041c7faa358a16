import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { customerMessagesRoute } from './customerMessages.ts';
import { customerOverviewRoute } from './customerOverview.ts';
import { financeListRoute } from './financeListRoute.ts';
import { debtCaseItemSchema, depositItemSchema, paymentAgreementItemSchema } from './schemas.ts';

/** The employee account tabs' own calls (README "Employee enquiries: account tabs"). */
export function accountFinanceRoutes(app: FastifyInstance, store: Store): void {
  financeListRoute(app, store, {
    path: '/Deposit/GetItems',
    operationId: 'depositGetItems',
    noun: 'Deposits',
    itemSchema: depositItemSchema,
    list: (s) => s.accountFinance.deposits,
  });
  financeListRoute(app, store, {
    path: '/DebtCase/GetItems',
    operationId: 'debtCaseGetItems',
    noun: 'Debt-management cases',
    itemSchema: debtCaseItemSchema,
    list: (s) => s.accountFinance.debtCases,
  });
  financeListRoute(app, store, {
    path: '/PaymentAgreement/GetItems',
    operationId: 'paymentAgreementGetItems',
    noun: 'Payment agreements',
    itemSchema: paymentAgreementItemSchema,
    list: (s) => s.accountFinance.agreements,
  });
  customerMessagesRoute(app, store);
  customerOverviewRoute(app, store);
}

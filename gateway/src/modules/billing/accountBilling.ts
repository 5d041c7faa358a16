import { requireUser } from '../../context.ts';
import { resolveConnection } from '../../relay/connection.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { getPayments, type UpstreamBalance, type UpstreamPayment } from './api.ts';
import { billingLoaders, billPageKey } from './billingLoaders.ts';
import { toBillModel } from './billModel.ts';
import { toMoney } from './money.ts';

/** The first page of bills `latestBill` reads: the size of the financial screen's first page, so both share one call. */
const FIRST_BILL_PAGE = 10;

const balance: ResolverOf<'Account', 'balance'> = async (account, _, ctx) => {
  requireUser(ctx);
  const value: UpstreamBalance = await billingLoaders(ctx).balances.load(account.accountId);
  return {
    balance: toMoney(ctx, value.balance),
    amountDue: toMoney(ctx, value.amountDue),
    dueDate: value.dueDate,
    overdueAmount: toMoney(ctx, value.overdueAmount),
    isOverdue: value.overdueAmount > 0,
  };
};

const bills: ResolverOf<'Account', 'bills'> = (account, args, ctx) => {
  requireUser(ctx);
  return resolveConnection(args, async (page, pageSize) => {
    const result = await billingLoaders(ctx).billPages.load(billPageKey(account.accountId, page, pageSize));
    return { total: result.total, items: result.items.map(toBillModel) };
  });
};

const latestBill: ResolverOf<'Account', 'latestBill'> = async (account, _, ctx) => {
  requireUser(ctx);
  const page = await billingLoaders(ctx).billPages.load(billPageKey(account.accountId, 1, FIRST_BILL_PAGE));
  const [latest] = page.items;
  return latest === undefined ? null : toBillModel(latest);
};

const PAYMENT_METHODS = { card: 'CARD', bankTransfer: 'BANK_TRANSFER', directDebit: 'DIRECT_DEBIT', cash: 'CASH' } as const;
const PAYMENT_STATUSES = { Completed: 'COMPLETED', Pending: 'PENDING' } as const;

const paymentRecords: ResolverOf<'Account', 'paymentRecords'> = (account, args, ctx) => {
  requireUser(ctx);
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getPayments(ctx.upstream, account.accountId, page, pageSize);
    return {
      total: result.total,
      items: result.items.map((payment: UpstreamPayment) => ({
        date: payment.date,
        amount: toMoney(ctx, payment.amount),
        method: PAYMENT_METHODS[payment.method],
        reference: payment.reference,
        status: PAYMENT_STATUSES[payment.status],
        invoiceNumber: payment.invoiceNumber,
        purpose: payment.description,
      })),
    };
  });
};

export const accountBillingFields: NonNullable<Resolvers['Account']> = { balance, bills, latestBill, paymentRecords };

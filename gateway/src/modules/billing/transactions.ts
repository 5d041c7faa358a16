import { requireUser } from '../../context.ts';
import { badUserInputError } from '../../errors.ts';
import { resolveConnection } from '../../relay/connection.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { getTransactions, type UpstreamStatement, type UpstreamTransaction } from './api.ts';
import { toMoney } from './money.ts';

const TYPES = { bill: 'BILL', charge: 'CHARGE', payment: 'PAYMENT', adjustment: 'ADJUSTMENT' } as const;

/** `Account.transactions`: the statement of a range, with the balances around it. */
export const transactions: ResolverOf<'Account', 'transactions'> = async (
  account,
  args,
  ctx,
) => {
  requireUser(ctx);
  // Dates are YYYY-MM-DD (the Date scalar), so text order is calendar order.
  if (args.to < args.from) throw badUserInputError('`to` must not be before `from`.');
  let statement: UpstreamStatement | undefined;
  const connection = await resolveConnection(args, async (page, pageSize) => {
    statement = await getTransactions(ctx.upstream, { accountId: account.accountId, from: args.from, to: args.to }, page, pageSize);
    return {
      total: statement.total,
      items: statement.items.map((line: UpstreamTransaction) => ({
        date: line.date,
        type: TYPES[line.type],
        description: line.description,
        debit: line.debit > 0 ? toMoney(ctx, line.debit) : null,
        credit: line.credit > 0 ? toMoney(ctx, line.credit) : null,
        balance: toMoney(ctx, line.balance),
      })),
    };
  });
  if (statement === undefined) throw new Error('the statement page was not read');
  return { ...connection, openingBalance: toMoney(ctx, statement.openingBalance), closingBalance: toMoney(ctx, statement.closingBalance) };
};

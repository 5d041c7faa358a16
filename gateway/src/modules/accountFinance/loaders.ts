import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getRowsByIds, type UpstreamDebtCase, type UpstreamPaymentAgreement } from './api.ts';

/** The upstream answers at most this many rows by `Ids`. */
const MAX_BATCH = 100;

/** Debt cases and agreements by id, every id of one operation in one upstream call (employees only). */
export interface AccountFinanceLoaders {
  debtCases: DataLoader<number, UpstreamDebtCase | null>;
  paymentAgreements: DataLoader<number, UpstreamPaymentAgreement | null>;
}

function byIds<T>(load: (ids: readonly number[]) => Promise<T[]>, idOf: (row: T) => number): DataLoader<number, T | null> {
  return new DataLoader(
    async (ids: readonly number[]) => {
      const found = new Map((await load(ids)).map((row) => [idOf(row), row]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}

export function createAccountFinanceLoaders(upstream: UpstreamClient): AccountFinanceLoaders {
  return {
    debtCases: byIds((ids) => getRowsByIds<UpstreamDebtCase>(upstream, 'debtCases', ids), (row) => row.debtCaseId),
    paymentAgreements: byIds((ids) => getRowsByIds<UpstreamPaymentAgreement>(upstream, 'paymentAgreements', ids), (row) => row.paymentAgreementId),
  };
}

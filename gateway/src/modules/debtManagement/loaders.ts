import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getAgreementDetails, getDebtCasesByIds, type UpstreamAgreementDetail, type UpstreamDebtCaseWork } from './api.ts';

/** The upstream answers at most this many rows by `Ids`. */
const MAX_BATCH = 100;

/** Debt-management rows by id, every id of one operation in one upstream call (employees with `portalDm`). */
export interface DebtManagementLoaders {
  cases: DataLoader<number, UpstreamDebtCaseWork | null>;
  agreements: DataLoader<number, UpstreamAgreementDetail | null>;
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

export function createDebtManagementLoaders(upstream: UpstreamClient): DebtManagementLoaders {
  return {
    cases: byIds((ids) => getDebtCasesByIds(upstream, ids), (row) => row.debtCaseId),
    agreements: byIds((ids) => getAgreementDetails(upstream, ids), (row) => row.paymentAgreementId),
  };
}

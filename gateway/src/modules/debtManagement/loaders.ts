import type DataLoader from 'dataloader';
import { loaderById, perRequest } from '../../batching.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getAgreementDetails, getDebtCasesByIds, type UpstreamAgreementDetail, type UpstreamDebtCaseWork } from './api.ts';

/** Debt-management rows by id, every id of one operation in one upstream call (employees with `portalDm`). */
export interface DebtManagementLoaders {
  cases: DataLoader<number, UpstreamDebtCaseWork | null>;
  agreements: DataLoader<number, UpstreamAgreementDetail | null>;
}

function createDebtManagementLoaders(upstream: UpstreamClient): DebtManagementLoaders {
  return {
    cases: loaderById((ids) => getDebtCasesByIds(upstream, ids), (row) => row.debtCaseId),
    agreements: loaderById((ids) => getAgreementDetails(upstream, ids), (row) => row.paymentAgreementId),
  };
}

/** The request's debtManagement loader, made at its first use (`batching.ts`, perRequest). */
export const debtManagementLoaders = perRequest((ctx) => createDebtManagementLoaders(ctx.upstream));

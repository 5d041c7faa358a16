import type DataLoader from 'dataloader';
import { loaderById, perRequest } from '../../batching.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getRowsByIds, type UpstreamDebtCase, type UpstreamPaymentAgreement } from './api.ts';

/** Debt cases and agreements by id, every id of one operation in one upstream call (employees only). */
export interface AccountFinanceLoaders {
  debtCases: DataLoader<number, UpstreamDebtCase | null>;
  paymentAgreements: DataLoader<number, UpstreamPaymentAgreement | null>;
}

function createAccountFinanceLoaders(upstream: UpstreamClient): AccountFinanceLoaders {
  return {
    debtCases: loaderById((ids) => getRowsByIds<UpstreamDebtCase>(upstream, 'debtCases', ids), (row) => row.debtCaseId),
    paymentAgreements: loaderById((ids) => getRowsByIds<UpstreamPaymentAgreement>(upstream, 'paymentAgreements', ids), (row) => row.paymentAgreementId),
  };
}

/** The request's accountFinance loader, made at its first use (`batching.ts`, perRequest). */
export const accountFinanceLoaders = perRequest((ctx) => createAccountFinanceLoaders(ctx.upstream));

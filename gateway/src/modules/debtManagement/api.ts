import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamDebtCase, UpstreamPaymentAgreement } from '../accountFinance/api.ts';

/** A case of `/DebtCase/GetList` (`utility-api/README.md` "Debt management"). */
export interface UpstreamDebtCaseWork extends UpstreamDebtCase {
  accountKey: string;
  customerId: number;
  customerName: string;
  address: string;
  activeAgreementId: number | null;
}

export interface UpstreamDebtCaseAction {
  actionId: number;
  debtCaseId: number;
  action: string;
  actedOn: string;
  note: string | null;
  amount: number | null;
  employeeName: string | null;
}

export interface UpstreamAgreementDetail extends UpstreamPaymentAgreement {
  bankId: number | null;
  paymentPhone: string | null;
}

export interface UpstreamBank {
  bankId: number;
  code: string;
  name: string;
  country: string;
}

export interface DebtCaseListFilter {
  Stages?: string[];
  Statuses?: string[];
  MinBalance?: number;
  MaxBalance?: number;
  Text?: string;
}

export async function getDebtCases(upstream: UpstreamClient, filter: DebtCaseListFilter, page: number, pageSize: number): Promise<UpstreamPage<UpstreamDebtCaseWork>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamDebtCaseWork>>('/DebtCase/GetList', { ...filter, Options: { PageSize: pageSize, Page: page, Total: 0 } });
  return { total, items };
}

export async function getDebtCasesByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamDebtCaseWork[]> {
  return (await upstream.read<{ items: UpstreamDebtCaseWork[] }>('/DebtCase/GetWorkItems', { Ids: ids })).items;
}

export async function getAgreementDetails(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamAgreementDetail[]> {
  return (await upstream.read<{ items: UpstreamAgreementDetail[] }>('/PaymentAgreement/GetDetails', { Ids: ids })).items;
}

export async function getDebtCaseActions(upstream: UpstreamClient, debtCaseId: number): Promise<UpstreamDebtCaseAction[]> {
  return (await upstream.read<{ items: UpstreamDebtCaseAction[] }>('/DebtCase/GetActions', { DebtCaseId: debtCaseId })).items;
}

export async function getBanks(upstream: UpstreamClient): Promise<UpstreamBank[]> {
  return (await upstream.read<{ items: UpstreamBank[] }>('/Bank/GetList', {})).items;
}

export type DebtCaseChange = '/DebtCase/AddAction' | '/DebtCase/RecordPayment' | '/DebtCase/WriteOff';

export async function changeDebtCase(upstream: UpstreamClient, path: DebtCaseChange, body: object): Promise<UpstreamDebtCaseWork> {
  return (await upstream.post<{ item: UpstreamDebtCaseWork }>(path, body)).item;
}

export async function saveAgreement(upstream: UpstreamClient, body: object): Promise<{ item: UpstreamDebtCaseWork; agreement: UpstreamAgreementDetail }> {
  const { item, agreement } = await upstream.post<{ item: UpstreamDebtCaseWork; agreement: UpstreamAgreementDetail }>('/PaymentAgreement/Save', body);
  return { item, agreement };
}

import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamItem, UpstreamPayload } from '../../upstream/upstreamPaths.ts';

/** A case of `/DebtCase/GetList` (`utility-api/README.md` "Debt management"). */
export type UpstreamDebtCaseWork = UpstreamItem<'/DebtCase/GetList'>;

export type UpstreamDebtCaseAction = UpstreamItem<'/DebtCase/GetActions'>;

export type UpstreamAgreementDetail = UpstreamItem<'/PaymentAgreement/GetDetails'>;

export type UpstreamBank = UpstreamItem<'/Bank/GetList'>;

/** The list's filter as the resolvers build it: stage and status codes mapped from the schema's enums, as strings. */
export interface DebtCaseListFilter {
  Stages?: string[];
  Statuses?: string[];
  MinBalance?: number;
  MaxBalance?: number;
  Text?: string;
  Sort?: string;
  Descending?: boolean;
}

export async function getDebtCases(upstream: UpstreamClient, filter: DebtCaseListFilter, page: number, pageSize: number): Promise<UpstreamPage<UpstreamDebtCaseWork>> {
  const { total, items } = await upstream.read('/DebtCase/GetList', { ...(filter as Omit<UpstreamBody<'/DebtCase/GetList'>, 'Options'>), Options: { PageSize: pageSize, Page: page, Total: 0 } });
  return { total, items };
}

export async function getDebtCasesByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamDebtCaseWork[]> {
  return (await upstream.read('/DebtCase/GetWorkItems', { Ids: ids })).items;
}

export async function getAgreementDetails(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamAgreementDetail[]> {
  return (await upstream.read('/PaymentAgreement/GetDetails', { Ids: ids })).items;
}

export async function getDebtCaseActions(upstream: UpstreamClient, debtCaseId: number): Promise<UpstreamDebtCaseAction[]> {
  return (await upstream.read('/DebtCase/GetActions', { DebtCaseId: debtCaseId })).items;
}

export async function getBanks(upstream: UpstreamClient): Promise<UpstreamBank[]> {
  return (await upstream.read('/Bank/GetList')).items;
}

export type DebtCaseChange = '/DebtCase/AddAction' | '/DebtCase/RecordPayment' | '/DebtCase/WriteOff';

export async function changeDebtCase<P extends DebtCaseChange>(upstream: UpstreamClient, path: P, body: UpstreamBody<P>): Promise<UpstreamDebtCaseWork> {
  const answer: UpstreamPayload<DebtCaseChange> = await upstream.post(path, body);
  return answer.item;
}

/** The agreement as the resolver sends it: its amount is checked (non-null) by `agreementErrors` before the call. */
type AgreementBody = Omit<UpstreamBody<'/PaymentAgreement/Save'>, 'InstalmentAmount'> & { InstalmentAmount: number | null };

export async function saveAgreement(upstream: UpstreamClient, body: AgreementBody): Promise<{ item: UpstreamDebtCaseWork; agreement: UpstreamAgreementDetail }> {
  const { item, agreement } = await upstream.post('/PaymentAgreement/Save', body as UpstreamBody<'/PaymentAgreement/Save'>);
  return { item, agreement };
}

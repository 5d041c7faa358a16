import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamItem } from '../../upstream/upstreamPaths.ts';

/** A customer item of `/Customer/GetItems` (`utility-api/README.md`, Employee enquiries). */
export type UpstreamCustomer = UpstreamItem<'/Customer/GetItems'>;

/**
 * An account row of `/Enquiry/Search`, `/Customer/GetAccounts` and `/Property/GetAccounts`: an account
 * item plus its customer; search rows also say which criteria fields matched.
 */
export type UpstreamEnquiryAccount = UpstreamItem<'/Customer/GetAccounts'> & Partial<Pick<UpstreamItem<'/Enquiry/Search'>, 'matchedFields'>>;

/** Device details of a meter (`/Meter/GetDetails`). */
export type UpstreamMeterDetails = UpstreamItem<'/Meter/GetDetails'>;

/** A service connection item of `/Connection/GetItems`, with its meters (item and device details) inline. */
export type UpstreamConnection = UpstreamItem<'/Connection/GetItems'>;

export type UpstreamConnectionMeter = UpstreamConnection['meters'][number];

/** The enquiry criteria (`/Enquiry/Search` request, PascalCase as the upstream takes them). */
export type EnquiryCriteria = Omit<UpstreamBody<'/Enquiry/Search'>, 'Sort' | 'Options'>;

export type EnquirySortField = NonNullable<UpstreamBody<'/Enquiry/Search'>['Sort']>['Field'];

/** `/Enquiry/Search`: one page of the accounts matching every given criterion. */
export async function searchAccounts(
  upstream: UpstreamClient,
  criteria: EnquiryCriteria,
  sort: { Field: EnquirySortField; Descending: boolean } | undefined,
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamEnquiryAccount>> {
  const payload = await upstream.read('/Enquiry/Search', {
    ...criteria,
    ...(sort === undefined ? {} : { Sort: sort }),
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { total: payload.total, items: payload.items };
}

/** `/Customer/GetItems`: the customers among `ids` (employees only); unknown ids are left out. */
export async function getCustomers(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamCustomer[]> {
  return (await upstream.read('/Customer/GetItems', { Ids: ids })).items;
}

/** `/Customer/GetAccounts`: every account of each customer, in account-key order. */
export async function getCustomerAccounts(upstream: UpstreamClient, customerIds: readonly number[]): Promise<UpstreamEnquiryAccount[]> {
  return (await upstream.read('/Customer/GetAccounts', { CustomerIds: customerIds })).items;
}

/** `/Property/GetAccounts`: every account (current and former holders) at each property. */
export async function getPropertyAccounts(upstream: UpstreamClient, propertyIds: readonly number[]): Promise<UpstreamEnquiryAccount[]> {
  return (await upstream.read('/Property/GetAccounts', { PropertyIds: propertyIds })).items;
}

/** `/Account/GetItemsByIds`: any accounts by id (employees only), in the order asked. */
export async function getAccountsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamEnquiryAccount[]> {
  return (await upstream.read('/Account/GetItemsByIds', { Ids: ids })).items;
}

/** `/Connection/GetItems`: the service connections of the properties, with their meters inline. */
export async function getConnections(
  upstream: UpstreamClient,
  query: { PropertyIds?: readonly number[]; Ids?: readonly number[] },
): Promise<UpstreamConnection[]> {
  return (await upstream.read('/Connection/GetItems', query)).items;
}

/** `/Meter/GetDetails`: device details of the meters among `ids`, in the order asked. */
export async function getMeterDetails(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamMeterDetails[]> {
  return (await upstream.read('/Meter/GetDetails', { Ids: ids })).items;
}

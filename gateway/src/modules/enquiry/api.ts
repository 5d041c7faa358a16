import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamAccount } from '../account/api.ts';
import type { UpstreamMeter } from '../readings/api.ts';

/** A customer item of `/Customer/GetItems` (`utility-api/README.md`, Employee enquiries). */
export interface UpstreamCustomer {
  customerId: number;
  name: string;
  title: string | null;
  firstName: string | null;
  initial: string | null;
  surname: string | null;
  idNo: string;
  taxNo: string | null;
  email: string | null;
  mobileNo: string | null;
  telNo: string | null;
  workTelNo: string | null;
  mailingAddress: string | null;
  consentEmail: boolean;
  consentSms: boolean;
  hasPortalUser: boolean;
  accountCount: number;
}

/** An account row of `/Enquiry/Search`, `/Customer/GetAccounts` and `/Property/GetAccounts`: an account item plus its customer. */
export interface UpstreamEnquiryAccount extends UpstreamAccount {
  customerId: number;
  /** Search rows only: which criteria fields matched (`accountKey`, `name`, `serialNo`…). */
  matchedFields?: string[];
}

/** Device details of a meter (`/Meter/GetDetails`). */
export interface UpstreamMeterDetails {
  meterId: number;
  accountId: number;
  connectionId: number | null;
  condition: string | null;
  conversionFactor: number | null;
  warehouse: string | null;
}

/** A meter of a connection (`/Connection/GetItems` inlines them): the meter item with its device details. */
export interface UpstreamConnectionMeter extends UpstreamMeter, Omit<UpstreamMeterDetails, 'meterId' | 'accountId' | 'connectionId'> {}

/** A service connection item of `/Connection/GetItems`. */
export interface UpstreamConnection {
  connectionId: number;
  propertyId: number;
  number: string;
  status: string;
  type: string;
  size: string;
  book: string;
  walk: number;
  sequence: number;
  latitude: number;
  longitude: number;
  meters: UpstreamConnectionMeter[];
}

/** The enquiry criteria (`/Enquiry/Search` request, PascalCase as the upstream takes them). */
export interface EnquiryCriteria {
  Text?: string;
  AccountKey?: string;
  Name?: string;
  IdNo?: string;
  TaxNo?: string;
  Phone?: string;
  Email?: string;
  Address?: string;
  PropertyReference?: string;
  Plot?: string;
  MeterReference?: string;
  SerialNo?: string;
}

export type EnquirySortField = 'accountKey' | 'name' | 'propertyReference' | 'address';

/** `/Enquiry/Search`: one page of the accounts matching every given criterion. */
export async function searchAccounts(
  upstream: UpstreamClient,
  criteria: EnquiryCriteria,
  sort: { Field: EnquirySortField; Descending: boolean } | undefined,
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamEnquiryAccount>> {
  const payload = await upstream.read<{ total: number; items: UpstreamEnquiryAccount[] }>('/Enquiry/Search', {
    ...criteria,
    ...(sort === undefined ? {} : { Sort: sort }),
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { total: payload.total, items: payload.items };
}

/** `/Customer/GetItems`: the customers among `ids` (employees only); unknown ids are left out. */
export async function getCustomers(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamCustomer[]> {
  return (await upstream.read<{ items: UpstreamCustomer[] }>('/Customer/GetItems', { Ids: ids })).items;
}

/** `/Customer/GetAccounts`: every account of each customer, in account-key order. */
export async function getCustomerAccounts(upstream: UpstreamClient, customerIds: readonly number[]): Promise<UpstreamEnquiryAccount[]> {
  return (await upstream.read<{ items: UpstreamEnquiryAccount[] }>('/Customer/GetAccounts', { CustomerIds: customerIds })).items;
}

/** `/Property/GetAccounts`: every account (current and former holders) at each property. */
export async function getPropertyAccounts(upstream: UpstreamClient, propertyIds: readonly number[]): Promise<UpstreamEnquiryAccount[]> {
  return (await upstream.read<{ items: UpstreamEnquiryAccount[] }>('/Property/GetAccounts', { PropertyIds: propertyIds })).items;
}

/** `/Account/GetItemsByIds`: any accounts by id (employees only), in the order asked. */
export async function getAccountsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamEnquiryAccount[]> {
  return (await upstream.read<{ items: UpstreamEnquiryAccount[] }>('/Account/GetItemsByIds', { Ids: ids })).items;
}

/** `/Connection/GetItems`: the service connections of the properties, with their meters inline. */
export async function getConnections(
  upstream: UpstreamClient,
  query: { PropertyIds?: readonly number[]; Ids?: readonly number[] },
): Promise<UpstreamConnection[]> {
  return (await upstream.read<{ items: UpstreamConnection[] }>('/Connection/GetItems', query)).items;
}

/** `/Meter/GetDetails`: device details of the meters among `ids`, in the order asked. */
export async function getMeterDetails(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamMeterDetails[]> {
  return (await upstream.read<{ items: UpstreamMeterDetails[] }>('/Meter/GetDetails', { Ids: ids })).items;
}

import type { LanguageCode } from '../../request/language.ts';
import type { UpstreamClient } from '../../upstream/client.ts';

/** A lookup entry of `/NewCustomer/GetLookups` (`002 §3`). */
export interface UpstreamLookupItem {
  id: number;
  description: string;
  regExpr?: string;
}

export interface UpstreamLookups {
  idTypes: UpstreamLookupItem[];
  genders: UpstreamLookupItem[];
  consumerTypes: UpstreamLookupItem[];
  accountTypes: UpstreamLookupItem[];
  guideNotes: UpstreamLookupItem[];
}

/** `002 §3` Custom field as the upstream answers it. */
export interface UpstreamCustomField {
  customFieldId: number;
  name: string;
  unitLabel: string | null;
  isMandatory: boolean;
  groupName: string;
  type: number;
  dataId: number | null;
  parentCustomFieldId: number | null;
  orderId: number;
  defaultValue: string | null;
}

/** `002 §3` Lookup items. */
export interface UpstreamListItem {
  itemId: number;
  name: string;
  parentItemId: number | null;
  typeId: number;
}

export interface UpstreamCustomValue {
  customFieldId: number;
  strValue: string | null;
  intValue: number | null;
  dblValue: number | null;
  dateValue: string | null;
  dataId: number | null;
}

const lang = (language: LanguageCode) => `language=${encodeURIComponent(language)}`;

export function getLookups(upstream: UpstreamClient, language: LanguageCode): Promise<UpstreamLookups> {
  return upstream.read<UpstreamLookups>(`/NewCustomer/GetLookups?${lang(language)}`);
}

export async function getAddressLineNames(upstream: UpstreamClient, language: LanguageCode): Promise<string[]> {
  const answer = await upstream.read<{ items: { customerCodedAddressLineNames: string[] } }>(`/NewCustomer/GetCustomAddressLines?${lang(language)}`);
  return answer.items.customerCodedAddressLineNames;
}

export async function getCustomFields(upstream: UpstreamClient, language: LanguageCode): Promise<UpstreamCustomField[]> {
  return (await upstream.get<{ items: UpstreamCustomField[] }>(`/NewCustomer/GetCustomFields?${lang(language)}`)).items;
}

/** `/CustomField/GetLookupValues` (type 4) or `/CustomField/GetLibraryValues` (type 5). */
export async function getListItems(upstream: UpstreamClient, kind: 'lookup' | 'library', id: number): Promise<UpstreamListItem[]> {
  const path = kind === 'lookup' ? `/CustomField/GetLookupValues?lookupId=${id}` : `/CustomField/GetLibraryValues?libraryId=${id}`;
  return (await upstream.get<{ items: UpstreamListItem[] }>(path)).items;
}

/** `/NewCustomer/CreateApplication` (multipart): the new application's id. */
export async function createApplication(upstream: UpstreamClient, form: FormData): Promise<number> {
  return (await upstream.upload<{ id: number }>('/NewCustomer/CreateApplication', form)).id;
}

export async function saveCustomFieldValues(upstream: UpstreamClient, applicationId: number, values: UpstreamCustomValue[], language: LanguageCode): Promise<void> {
  await upstream.post('/NewCustomer/SaveCustomFieldValues', { ApplicationId: applicationId, Values: values, language });
}

import type { LanguageCode } from '../../request/language.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamData, UpstreamItem } from '../../upstream/upstreamPaths.ts';

/** The lookups of `/NewCustomer/GetLookups` (`002 §3`). */
export type UpstreamLookups = UpstreamData<'/NewCustomer/GetLookups'>;

/** A lookup entry. */
export type UpstreamLookupItem = UpstreamLookups['idTypes'][number];

/** `002 §3` Custom field as the upstream answers it. */
export type UpstreamCustomField = UpstreamItem<'/NewCustomer/GetCustomFields', 'get'>;

/** `002 §3` Lookup items. */
export type UpstreamListItem = UpstreamItem<'/CustomField/GetLookupValues', 'get'>;

export type UpstreamCustomValue = UpstreamBody<'/NewCustomer/SaveCustomFieldValues'>['Values'][number];

const lang = (language: LanguageCode) => `language=${encodeURIComponent(language)}`;

export function getLookups(upstream: UpstreamClient, language: LanguageCode): Promise<UpstreamLookups> {
  return upstream.read(`/NewCustomer/GetLookups?${lang(language)}`);
}

export async function getAddressLineNames(upstream: UpstreamClient, language: LanguageCode): Promise<string[]> {
  const answer = await upstream.read(`/NewCustomer/GetCustomAddressLines?${lang(language)}`);
  return answer.items.customerCodedAddressLineNames;
}

export async function getCustomFields(upstream: UpstreamClient, language: LanguageCode): Promise<UpstreamCustomField[]> {
  return (await upstream.get(`/NewCustomer/GetCustomFields?${lang(language)}`)).items;
}

/** `/CustomField/GetLookupValues` (type 4) or `/CustomField/GetLibraryValues` (type 5). */
export async function getListItems(upstream: UpstreamClient, kind: 'lookup' | 'library', id: number): Promise<UpstreamListItem[]> {
  const answer = kind === 'lookup' ? await upstream.get(`/CustomField/GetLookupValues?lookupId=${id}`) : await upstream.get(`/CustomField/GetLibraryValues?libraryId=${id}`);
  return answer.items;
}

/** `/NewCustomer/CreateApplication` (multipart): the new application's id. */
export async function createApplication(upstream: UpstreamClient, form: FormData): Promise<number> {
  return (await upstream.upload('/NewCustomer/CreateApplication', form)).id;
}

export async function saveCustomFieldValues(upstream: UpstreamClient, applicationId: number, values: UpstreamCustomValue[], language: LanguageCode): Promise<void> {
  await upstream.post('/NewCustomer/SaveCustomFieldValues', { ApplicationId: applicationId, Values: values, language });
}

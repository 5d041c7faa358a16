/** The enquiry criteria as they live in the URL (`/enquiries?q=…&serialNumber=…&sort=NAME&desc=1`). */
export const CRITERIA = [
  'accountKey',
  'name',
  'idNumber',
  'taxNumber',
  'phone',
  'email',
  'address',
  'propertyReference',
  'plot',
  'meterReference',
  'serialNumber',
] as const;
export type Criterion = (typeof CRITERIA)[number];

const SORT_FIELDS = ['ACCOUNT_KEY', 'NAME', 'PROPERTY_REFERENCE', 'ADDRESS'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export interface EnquirySearch {
  text: string;
  criteria: Record<Criterion, string>;
  sort: SortField;
  descending: boolean;
}

/** Names, phones, e-mails and addresses are found by substrings of at least this many characters (README). */
const MIN_SUBSTRING = 3;
const SUBSTRING_ONLY: readonly Criterion[] = ['name', 'phone', 'email', 'address'];
const MAX_LENGTH = 100;

const clean = (value: string | null): string => (value ?? '').trim().slice(0, MAX_LENGTH);

export function readEnquirySearch(params: URLSearchParams): EnquirySearch {
  const sort = params.get('sort');
  return {
    text: clean(params.get('q')),
    criteria: Object.fromEntries(CRITERIA.map((name) => [name, clean(params.get(name))])) as Record<Criterion, string>,
    sort: SORT_FIELDS.includes(sort as SortField) ? (sort as SortField) : 'ACCOUNT_KEY',
    descending: params.get('desc') === '1',
  };
}

export function writeEnquirySearch(search: EnquirySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.text.trim()) params.set('q', search.text.trim());
  for (const name of CRITERIA) if (search.criteria[name].trim()) params.set(name, search.criteria[name].trim());
  if (search.sort !== 'ACCOUNT_KEY') params.set('sort', search.sort);
  if (search.descending) params.set('desc', '1');
  return params;
}

/** The problem of a criterion the gateway would refuse, or null. */
export function criterionProblem(name: Criterion, value: string): 'tooShort' | null {
  const trimmed = value.trim();
  if (!trimmed || !SUBSTRING_ONLY.includes(name)) return null;
  const length = name === 'phone' ? trimmed.replace(/\D/g, '').length : trimmed.length;
  return length < MIN_SUBSTRING ? 'tooShort' : null;
}

/** True when the search has something to look for, and nothing the gateway would refuse. */
export function isSearchable(search: EnquirySearch): boolean {
  const given = search.text !== '' || CRITERIA.some((name) => search.criteria[name] !== '');
  return given && CRITERIA.every((name) => criterionProblem(name, search.criteria[name]) === null);
}

/** `enquirySearch` variables: only the given criteria. */
export function searchVariables(search: EnquirySearch) {
  const filter: Record<string, string> = {};
  if (search.text) filter.text = search.text;
  for (const name of CRITERIA) if (search.criteria[name]) filter[name] = search.criteria[name];
  return { filter, sort: { field: search.sort, descending: search.descending }, hasFilter: isSearchable(search) };
}

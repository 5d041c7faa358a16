import { ASSET_CATEGORIES, ASSET_STATUSES } from './grades';
import { pageSizeOf } from '../../lib/paging';

type AssetCategory = (typeof ASSET_CATEGORIES)[number];
type AssetStatus = (typeof ASSET_STATUSES)[number];
const ASSET_SORT_FIELDS = ['ASSET_NUMBER', 'DESCRIPTION', 'CATEGORY', 'INSTALLED_ON', 'CONDITION', 'CRITICALITY', 'NEXT_DUE'] as const;
export type AssetSortField = (typeof ASSET_SORT_FIELDS)[number];

/** The register's filters, sort and page size as they live in the URL (`?q=pump&category=PUMP&grade=4&overdue=1&sort=CONDITION&desc=1&size=50`). */
export interface AssetSearch {
  text: string;
  category: AssetCategory | null;
  status: AssetStatus | null;
  conditionGrade: number | null;
  overdue: boolean;
  stationId: string | null;
  sort: AssetSortField;
  descending: boolean;
  pageSize: number;
}

const pick = <T extends string>(values: readonly T[], value: string | null): T | null => values.find((known) => known === value) ?? null;

export function readAssetSearch(params: URLSearchParams): AssetSearch {
  const grade = Number(params.get('grade'));
  return {
    text: (params.get('q') ?? '').slice(0, 100),
    category: pick(ASSET_CATEGORIES, params.get('category')),
    status: pick(ASSET_STATUSES, params.get('status')),
    conditionGrade: Number.isInteger(grade) && grade >= 1 && grade <= 5 ? grade : null,
    overdue: params.get('overdue') === '1',
    stationId: params.get('station') || null,
    sort: pick(ASSET_SORT_FIELDS, params.get('sort')) ?? 'ASSET_NUMBER',
    descending: params.get('desc') === '1',
    pageSize: pageSizeOf(params.get('size')),
  };
}

export function writeAssetSearch(search: AssetSearch): string {
  const params = new URLSearchParams();
  if (search.text.trim()) params.set('q', search.text.trim());
  if (search.category) params.set('category', search.category);
  if (search.status) params.set('status', search.status);
  if (search.conditionGrade) params.set('grade', String(search.conditionGrade));
  if (search.overdue) params.set('overdue', '1');
  if (search.stationId) params.set('station', search.stationId);
  if (search.sort !== 'ASSET_NUMBER') params.set('sort', search.sort);
  if (search.descending) params.set('desc', '1');
  if (search.pageSize !== 25) params.set('size', String(search.pageSize));
  return params.toString();
}

/** The `assets` query variables of a search. */
export function assetVariables(search: AssetSearch) {
  return {
    count: search.pageSize,
    filter: {
      text: search.text.trim() || null,
      category: search.category,
      status: search.status,
      conditionGrade: search.conditionGrade,
      assessmentOverdue: search.overdue ? true : null,
      stationId: search.stationId,
    },
    sort: { field: search.sort, descending: search.descending },
  };
}

import { type ListView, readListView, sortArgument, writeListView } from '../../lib/listSort';
import { centsToDecimal, parseAmountCents } from './rules';

export const DEBT_CASE_STAGES = ['REMINDER', 'FINAL_NOTICE', 'DISCONNECTION_WARNING', 'DISCONNECTED', 'LEGAL'] as const;
export const DEBT_CASE_STATUSES = ['OPEN', 'ON_HOLD', 'CLOSED'] as const;
type DebtCaseStageValue = (typeof DEBT_CASE_STAGES)[number];
type DebtCaseStatusValue = (typeof DEBT_CASE_STATUSES)[number];
/** The columns the work list sorts by (the gateway's `DebtCaseSortField`). */
export const DEBT_CASE_SORTS = ['CASE_NUMBER', 'ACCOUNT', 'CUSTOMER', 'OPENED_ON', 'STAGE', 'STATUS', 'BALANCE', 'LAST_ACTION_ON'] as const;

/** The work-list filters, sort and page size as they live in the URL (`?stage=FINAL_NOTICE&status=OPEN&min=50.00&max=…&q=…&sort=BALANCE&desc=1&size=50`). */
export interface DebtCaseSearch {
  stage: DebtCaseStageValue | null;
  status: DebtCaseStatusValue | null;
  /** Decimal strings with two decimals. */
  minBalance: string | null;
  maxBalance: string | null;
  text: string | null;
  view: ListView<(typeof DEBT_CASE_SORTS)[number]>;
}

const amount = (value: string | null) => {
  const cents = value === null ? null : parseAmountCents(value);
  return cents === null ? null : centsToDecimal(cents);
};

export function readDebtCaseSearch(params: URLSearchParams): DebtCaseSearch {
  const text = params.get('q')?.trim() ?? '';
  let minBalance = amount(params.get('min'));
  let maxBalance = amount(params.get('max'));
  // A reversed range from a hand-edited URL is dropped rather than answered with nothing.
  if (minBalance !== null && maxBalance !== null && Number(maxBalance) < Number(minBalance)) [minBalance, maxBalance] = [null, null];
  return {
    stage: DEBT_CASE_STAGES.find((value) => value === params.get('stage')) ?? null,
    status: DEBT_CASE_STATUSES.find((value) => value === params.get('status')) ?? null,
    minBalance,
    maxBalance,
    text: text === '' ? null : text.slice(0, 100),
    view: readListView(params, DEBT_CASE_SORTS),
  };
}

export function writeDebtCaseSearch(search: DebtCaseSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.stage) params.set('stage', search.stage);
  if (search.status) params.set('status', search.status);
  if (search.minBalance) params.set('min', search.minBalance);
  if (search.maxBalance) params.set('max', search.maxBalance);
  if (search.text) params.set('q', search.text);
  return writeListView(params, search.view);
}

/** The work list query's variables of a search. */
export const debtCaseVariables = (search: DebtCaseSearch) => ({ filter: debtCaseFilter(search), count: search.view.pageSize, sort: sortArgument(search.view) });

/** The `debtManagementCases` filter of a search. */
function debtCaseFilter(search: DebtCaseSearch) {
  return {
    stages: search.stage ? [search.stage] : null,
    statuses: search.status ? [search.status] : null,
    minBalance: search.minBalance,
    maxBalance: search.maxBalance,
    text: search.text,
  };
}

export const debtPaths = {
  list: (params?: URLSearchParams) => (params && params.size > 0 ? `/dm?${params.toString()}` : '/dm'),
  detail: (id: string) => `/dm/${encodeURIComponent(id)}`,
};

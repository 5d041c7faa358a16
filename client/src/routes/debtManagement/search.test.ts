import { describe, expect, it } from 'vitest';
import { readDebtCaseSearch, writeDebtCaseSearch } from './search';

describe('debt case filters in the URL', () => {
  it('round-trips every filter with money in two decimals', () => {
    const view = { sort: 'BALANCE' as const, descending: true, pageSize: 50 };
    const search = { stage: 'FINAL_NOTICE' as const, status: 'OPEN' as const, minBalance: '10.00', maxBalance: '250.50', text: 'DM-0001', view };
    expect(readDebtCaseSearch(writeDebtCaseSearch(search))).toEqual(search);
    expect(readDebtCaseSearch(new URLSearchParams('min=7,5')).minBalance).toBe('7.50');
  });
  it('drops bad values and a reversed range', () => {
    expect(readDebtCaseSearch(new URLSearchParams('stage=x&status=y&min=9&max=3&q=%20'))).toEqual({ stage: null, status: null, minBalance: null, maxBalance: null, text: null, view: { sort: null, descending: false, pageSize: 25 } });
  });
});

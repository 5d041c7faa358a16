import { describe, expect, it } from 'vitest';
import { readDisconnectionSearch, writeDisconnectionSearch } from './search';

describe('disconnection filters in the URL', () => {
  it('round-trips every filter', () => {
    const search = { billingGroup: 'BG10', batchId: 3, status: 'PENDING' as const, book: 'B7', underInvestigation: false, text: 'ACC 1', view: { sort: 'LAST_PAYMENT' as const, descending: false, pageSize: 100 } };
    expect(readDisconnectionSearch(writeDisconnectionSearch(search))).toEqual(search);
  });
  it('drops what a hand-edited URL gets wrong', () => {
    expect(readDisconnectionSearch(new URLSearchParams('batch=-2&status=gone&inv=maybe&q=%20%20'))).toEqual({
      billingGroup: null, batchId: null, status: null, book: null, underInvestigation: null, text: null, view: { sort: null, descending: false, pageSize: 25 },
    });
  });
});

import { describe, expect, test } from 'vitest';
import { isSearchable, readEnquirySearch, searchVariables, writeEnquirySearch } from './enquirySearch';

describe('enquiry search in the URL', () => {
  test('round-trips the criteria and the order', () => {
    const search = readEnquirySearch(new URLSearchParams('q=Maria&serialNumber=12-345678&sort=NAME&desc=1'));
    expect(search.text).toBe('Maria');
    expect(search.criteria.serialNumber).toBe('12-345678');
    expect(search.sort).toBe('NAME');
    expect(search.descending).toBe(true);
    expect(writeEnquirySearch(search).toString()).toBe('q=Maria&serialNumber=12-345678&sort=NAME&desc=1');
  });

  test('ignores a hand-edited order and trims values', () => {
    const search = readEnquirySearch(new URLSearchParams('sort=DROP&name=%20%20Eleni%20'));
    expect(search.sort).toBe('ACCOUNT_KEY');
    expect(search.criteria.name).toBe('Eleni');
  });

  test('searches only with a criterion and no too-short name', () => {
    expect(isSearchable(readEnquirySearch(new URLSearchParams('')))).toBe(false);
    expect(isSearchable(readEnquirySearch(new URLSearchParams('name=El')))).toBe(false);
    expect(isSearchable(readEnquirySearch(new URLSearchParams('q=1')))).toBe(true);
    expect(searchVariables(readEnquirySearch(new URLSearchParams('plot=12/3')))).toEqual({
      filter: { plot: '12/3' },
      sort: { field: 'ACCOUNT_KEY', descending: false },
      hasFilter: true,
    });
  });
});

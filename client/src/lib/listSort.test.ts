import { describe, expect, it } from 'vitest';
import { readListView, sortArgument, writeListView } from './listSort';

const FIELDS = ['NUMBER', 'STAGE', 'BALANCE'] as const;

describe('a list sort and page size in the URL', () => {
  it('reads a known sort, its direction and a 002 §9 page size, and writes them back beside the filters', () => {
    const view = readListView(new URLSearchParams('stage=LEGAL&sort=BALANCE&desc=1&size=100'), FIELDS);
    expect(view).toEqual({ sort: 'BALANCE', descending: true, pageSize: 100 });
    expect(writeListView(new URLSearchParams('stage=LEGAL'), view).toString()).toBe('stage=LEGAL&sort=BALANCE&desc=1&size=100');
    expect(sortArgument(view)).toEqual({ field: 'BALANCE', descending: true });
  });

  it('drops an unknown sort, a direction without a sort and a page size outside 002 §9, and leaves defaults out', () => {
    const view = readListView(new URLSearchParams('sort=id;drop&desc=1&size=1000'), FIELDS);
    expect(view).toEqual({ sort: null, descending: false, pageSize: 25 });
    expect(writeListView(new URLSearchParams(), view).toString()).toBe('');
    expect(sortArgument(view)).toBeNull();
  });
});

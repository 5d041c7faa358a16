import { describe, expect, it } from 'vitest';
import type { UpstreamClient } from '../../upstream/client.ts';
import { billPageKey, loadBillPages } from './billingLoaders.ts';

// An account's bills, newest first, as the fake utility pages them (`/Bill/GetItems`).
const BILLS = Array.from({ length: 30 }, (_, index) => ({ billId: 100 - index }));

function fakeUpstream() {
  const calls: Array<{ AccountId: number; Options: { Page: number; PageSize: number } }> = [];
  const upstream = {
    read: async (_path: string, body: (typeof calls)[number]) => {
      calls.push(body);
      if (body.AccountId === 9) throw new Error('refused');
      const { Page, PageSize } = body.Options;
      return { total: BILLS.length, items: BILLS.slice((Page - 1) * PageSize, Page * PageSize) };
    },
  } as unknown as UpstreamClient;
  return { upstream, calls };
}

describe('loadBillPages', () => {
  it('cuts the pages a larger page of the batch holds from it, and reads the others', async () => {
    const { upstream, calls } = fakeUpstream();
    const keys = [billPageKey(1, 1, 10), billPageKey(1, 1, 25), billPageKey(1, 2, 10), billPageKey(1, 3, 10), billPageKey(2, 1, 10)];
    const [first, large, second, third, other] = await loadBillPages(upstream, keys);
    expect(calls.map((call) => [call.AccountId, call.Options.Page, call.Options.PageSize])).toEqual([[1, 1, 25], [1, 3, 10], [2, 1, 10]]);
    expect(first).toEqual({ total: 30, items: BILLS.slice(0, 10) });
    expect(second).toEqual({ total: 30, items: BILLS.slice(10, 20) });
    // Bills 20–29 are not all in the page of 25: read on their own.
    expect(third).toEqual({ total: 30, items: BILLS.slice(20, 30) });
    expect(large).toEqual({ total: 30, items: BILLS.slice(0, 25) });
    expect(other).toEqual({ total: 30, items: BILLS.slice(0, 10) });
  });

  it("gives a failed page's error to the pages cut from it", async () => {
    const { upstream, calls } = fakeUpstream();
    const answers = await loadBillPages(upstream, [billPageKey(9, 1, 10), billPageKey(9, 1, 25)]);
    expect(calls).toHaveLength(1);
    for (const answer of answers) expect(answer).toBeInstanceOf(Error);
  });
});

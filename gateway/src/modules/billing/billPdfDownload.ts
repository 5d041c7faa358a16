import type { FileDownload } from '../../files/fileDownload.ts';
import { billKeyOf, readableBill } from './billResolvers.ts';

/**
 * `/files/bill/<Bill global id>`: the bill's PDF from `/Bill/Download` with the viewer's upstream
 * session, after the same check as `node(id:)`: visitors, other customers and unknown ids get 404.
 */
export const billPdfDownload: FileDownload = {
  kind: 'bill',
  async fetch(ctx, key) {
    const billKey = billKeyOf(key);
    const bill = billKey === undefined ? null : await readableBill(ctx, billKey);
    if (bill === null) return null;
    return ctx.upstream.download('/Bill/Download', { Value: bill.billId });
  },
};

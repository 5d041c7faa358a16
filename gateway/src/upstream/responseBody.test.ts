import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBody } from './responseBody.ts';
import { UpstreamError } from './UpstreamError.ts';

describe('an upstream answer read whole', () => {
  it('is the text of its chunks, decoded as fetch decoded (byte-order mark dropped, bad bytes replaced)', async () => {
    const body = Readable.from([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"status":0,'), Buffer.from([0xff]), Buffer.from('"t":"é"}')]);
    await expect(readBody('/Utility/GetSettings', 200, body)).resolves.toBe('{"status":0,\ufffd"t":"é"}');
  });

  it('is refused as bad_response past its limit, and the stream (its socket) is destroyed', async () => {
    const body = new PassThrough();
    const read = readBody('/Bill/GetItems', 200, body, 10);
    body.write(Buffer.from('0123456789'));
    body.write(Buffer.from('x'));
    await expect(read).rejects.toMatchObject({ kind: 'bad_response', path: '/Bill/GetItems', text: 'answer larger than 10 bytes' });
    await expect(read).rejects.toBeInstanceOf(UpstreamError);
    expect(body.destroyed).toBe(true);
  });

  it('fails with the stream\'s error, and when the stream closes before its end', async () => {
    const failing = new PassThrough();
    const failed = readBody('/Bill/GetItems', 200, failing);
    failing.write('{"sta');
    failing.destroy(new Error('socket hang up'));
    await expect(failed).rejects.toThrow('socket hang up');
    const cut = new PassThrough();
    const closed = readBody('/Bill/GetItems', 200, cut);
    cut.write('{"sta');
    cut.destroy();
    await expect(closed).rejects.toMatchObject({ code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
});

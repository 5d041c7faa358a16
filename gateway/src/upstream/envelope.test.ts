import { describe, expect, it } from 'vitest';
import { decodeEnvelope } from './envelope.ts';
import { UpstreamError } from './UpstreamError.ts';

function thrown(body: string, httpStatus = 200): UpstreamError {
  try {
    decodeEnvelope('/X/Save', httpStatus, body);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('decodeEnvelope accepted a refusal');
}

describe('decodeEnvelope', () => {
  it('answers the payload of status 0', () => {
    expect(decodeEnvelope<{ item: number }>('/X/Get', 200, '{"status":0,"text":"","item":7}').item).toBe(7);
  });

  it('keeps a refusal\'s other fields (the field or the errors it names) on the error', () => {
    const error = thrown('{"status":1,"text":"Bad name","field":"Name","errors":[{"field":"Name","problem":"required","text":"Bad name"}]}');
    expect(error).toMatchObject({ kind: 'rejected', status: 1, text: 'Bad name' });
    expect(error.details).toEqual({ field: 'Name', errors: [{ field: 'Name', problem: 'required', text: 'Bad name' }] });
  });

  it('tells a missing session and a failing upstream apart from a refusal', () => {
    expect(thrown('{"status":3,"text":"Sign in"}', 401).kind).toBe('unauthenticated');
    expect(thrown('<html>bad gateway</html>', 502).kind).toBe('unavailable');
    expect(thrown('{"no":"envelope"}').kind).toBe('bad_response');
  });
});

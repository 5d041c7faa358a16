import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServedHarness, type ServedHarness } from '../testing/harness.ts';
import { CSRF_HEADER } from './csrf.ts';
import { MULTIPART_LIMITS } from './limits.ts';

let served: ServedHarness;
beforeAll(async () => {
  served = await startServedHarness();
});
afterAll(() => served.close());

/** A GraphQL multipart request (the specification's `operations`, `map` and file parts) over real HTTP. */
async function upload(files: Blob[]) {
  const form = new FormData();
  const variables = Object.fromEntries(files.map((_, index) => [`f${index}`, null]));
  form.append('operations', JSON.stringify({ query: '{ __typename }', variables }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((_, index) => [String(index), [`variables.f${index}`]]))));
  files.forEach((file, index) => form.append(String(index), file, `file${index}.pdf`));
  const response = await fetch(`${served.running.url}/graphql`, {
    method: 'POST',
    // CSRF prevention wants a header a cross-site form cannot send.
    headers: { [CSRF_HEADER]: '1' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> } };
}

describe('multipart uploads', () => {
  it('accept files within the limits', async () => {
    const answer = await upload([new Blob([new Uint8Array(1024)], { type: 'application/pdf' })]);
    expect(answer).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
  });

  it('cut off a file larger than the largest upload the spec allows, while it streams', async () => {
    const answer = await upload([new Blob([new Uint8Array(MULTIPART_LIMITS.fileSize + 1)])]);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors?.[0]?.message).toMatch(/File size limit exceeded/);
  });

  it('refuse more files than any form sends', async () => {
    const files = Array.from({ length: MULTIPART_LIMITS.files + 1 }, () => new Blob(['x']));
    const answer = await upload(files);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/Files limit exceeded/);
  });
});

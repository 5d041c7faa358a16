import type { RequestParameters } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { createFetchGraphQL } from './fetchGraphQL';
import { createInFlightCounter } from './inFlight';
import { CSRF_HEADER } from './multipartBody';

const params = { id: 'doc1', text: null, name: 'M', operationKind: 'mutation', cacheID: 'M', metadata: {} } as RequestParameters;

describe('fetchGraphQL with uploadables', () => {
  test('posts a GraphQL multipart request with the CSRF header and the files mapped to their variables', async () => {
    let request: RequestInit | undefined;
    const fetchImpl: typeof fetch = async (_input, init) => {
      request = init;
      return new Response(JSON.stringify({ data: { ok: true } }));
    };
    const file = new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' });
    const variables = { input: { text: 'hi', attachments: [null] } };
    await createFetchGraphQL(createInFlightCounter(), () => 'en', fetchImpl)(params, variables, {}, { 'input.attachments.0': file });
    const headers = new Headers(request?.headers);
    expect(headers.get(CSRF_HEADER)).toBe('1');
    // The browser sets the multipart content type with its boundary.
    expect(headers.get('Content-Type')).toBeNull();
    const form = request?.body as FormData;
    expect(JSON.parse(String(form.get('operations')))).toEqual({ documentId: 'doc1', variables });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.input.attachments.0'] });
    expect((form.get('0') as File).name).toBe('a.pdf');
  });
});

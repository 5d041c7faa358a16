import type { RequestParameters } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { NetworkError, UnauthenticatedError } from './errors';
import { createFetchGraphQL } from './fetchGraphQL';
import { createInFlightCounter } from './inFlight';
import { CSRF_HEADER } from './multipartBody';
import { type UploadProgress, createUploadProgressStore, uploadPercent } from './uploadProgress';

const params = { id: 'doc1', text: null, name: 'M', operationKind: 'mutation', cacheID: 'M', metadata: {} } as RequestParameters;

/** A fake XMLHttpRequest: records what is sent; the test plays the upload and the answer with its events. */
class FakeRequest extends EventTarget {
  static last: FakeRequest | undefined;
  readonly upload = new EventTarget();
  readonly headers = new Map<string, string>();
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  contentType: string | null = null;
  onSend: (request: FakeRequest) => void = () => undefined;

  constructor() {
    super();
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => this.onSend(this));
  }
  progress(loaded: number, total: number) {
    const event = new Event('progress') as Event & { lengthComputable: boolean; loaded: number; total: number };
    Object.assign(event, { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: string, contentType = 'application/json') {
    this.status = status;
    this.responseText = body;
    this.contentType = contentType;
    this.dispatchEvent(new Event('load'));
  }
}

const noFetch: typeof fetch = async () => {
  throw new Error('multipart requests must not go through fetch');
};

function uploader(onSend: (request: FakeRequest) => void, progress = createUploadProgressStore()) {
  const createRequest = () => {
    const request = new FakeRequest();
    request.onSend = onSend;
    return request as unknown as XMLHttpRequest;
  };
  return createFetchGraphQL(createInFlightCounter(), () => 'en', noFetch, { progress, createRequest });
}

const file = new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' });
const variables = { input: { text: 'hi', attachments: [null] } };
const uploadables = { 'input.attachments.0': file };

describe('fetchGraphQL with uploadables', () => {
  test('posts a GraphQL multipart request with XMLHttpRequest, the CSRF header and the files mapped to their variables', async () => {
    const result = await uploader((request) => request.answer(200, JSON.stringify({ data: { ok: true } })))(params, variables, {}, uploadables);
    expect(result).toEqual({ data: { ok: true } });
    const request = FakeRequest.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/graphql');
    expect(request.headers.get(CSRF_HEADER)).toBe('1');
    expect(request.headers.get('accept-language')).toBe('en');
    // The browser sets the multipart content type with its boundary.
    expect(request.headers.has('content-type')).toBe(false);
    const form = request.body as FormData;
    expect(JSON.parse(String(form.get('operations')))).toEqual({ documentId: 'doc1', variables });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.input.attachments.0'] });
    expect((form.get('0') as File).name).toBe('a.pdf');
  });

  test('reports the bytes sent while uploading, then clears the progress when the answer came', async () => {
    const progress = createUploadProgressStore();
    const seen: Array<UploadProgress | null> = [];
    progress.subscribe(() => seen.push(progress.current()));
    await uploader((request) => {
      request.progress(50, 200);
      request.progress(200, 200);
      request.answer(200, JSON.stringify({ data: { ok: true } }));
    }, progress)(params, variables, {}, uploadables);
    expect(seen).toEqual([{ loaded: 0, total: 0 }, { loaded: 50, total: 200 }, { loaded: 200, total: 200 }, null]);
    expect(uploadPercent({ loaded: 50, total: 200 })).toBe(25);
    expect(uploadPercent({ loaded: 0, total: 0 })).toBe(0);
  });

  test('fails the same way as fetch: typed GraphQL errors, NetworkError for a lost connection or a body that is not GraphQL', async () => {
    const progress = createUploadProgressStore();
    const unauthenticated = JSON.stringify({ errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] });
    await expect(uploader((request) => request.answer(200, unauthenticated), progress)(params, variables, {}, uploadables)).rejects.toBeInstanceOf(
      UnauthenticatedError,
    );
    await expect(uploader((request) => request.answer(502, '<html>Bad gateway</html>', 'text/html'))(params, variables, {}, uploadables)).rejects.toMatchObject({
      status: 502,
    });
    await expect(uploader((request) => request.answer(413, '<html>Too large</html>', 'text/html'))(params, variables, {}, uploadables)).rejects.toBeInstanceOf(
      NetworkError,
    );
    for (const failure of ['error', 'abort', 'timeout']) {
      const lost = uploader((request) => request.dispatchEvent(new Event(failure)), progress);
      await expect(lost(params, variables, {}, uploadables)).rejects.toBeInstanceOf(NetworkError);
    }
    expect(progress.current()).toBeNull();
  });

  test('keeps JSON requests on fetch', async () => {
    let used = false;
    const fetchImpl: typeof fetch = async () => {
      used = true;
      return new Response(JSON.stringify({ data: {} }));
    };
    const createRequest = () => {
      throw new Error('no XMLHttpRequest for JSON');
    };
    await createFetchGraphQL(createInFlightCounter(), () => 'en', fetchImpl, { createRequest })(params, {});
    expect(used).toBe(true);
  });
});

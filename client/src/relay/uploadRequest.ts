import type { UploadableMap } from 'relay-runtime';
import { CSRF_HEADER, multipartBody } from './multipartBody';
import { type UploadProgressStore, uploadProgress } from './uploadProgress';

/** Statuses whose Response may carry no body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export interface UploadOptions {
  /** Where the bytes sent are reported (default the application's store). */
  progress?: UploadProgressStore;
  /** Makes the XMLHttpRequest (tests pass a fake). */
  createRequest?: () => XMLHttpRequest;
}

/**
 * Posts a GraphQL multipart request (files) with XMLHttpRequest, whose upload events report the bytes
 * sent (`fetch` cannot), and answers a `Response` like `fetch` would, so both paths share the reading
 * and error handling of `fetchGraphQL.ts`. A failed, aborted or timed-out request rejects with a
 * TypeError, as `fetch` does. Loaded with the first upload: most visits never send a file.
 */
export function postUpload(
  path: string,
  operation: { variables: object },
  uploadables: UploadableMap,
  headers: Record<string, string>,
  { progress = uploadProgress, createRequest = () => new XMLHttpRequest() }: UploadOptions,
): Promise<Response> {
  // The browser sets the multipart content type with its boundary.
  const body = multipartBody(operation, uploadables);
  const upload = progress.begin();
  return new Promise<Response>((resolve, reject) => {
    const request = createRequest();
    request.open('POST', path);
    for (const [name, value] of Object.entries({ ...headers, [CSRF_HEADER]: '1' })) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) progress.report(upload, event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 0) {
        reject(new TypeError('Network request failed'));
        return;
      }
      const contentType = request.getResponseHeader('Content-Type');
      resolve(
        new Response(NULL_BODY_STATUSES.has(request.status) ? null : request.responseText, {
          status: request.status,
          headers: contentType ? { 'Content-Type': contentType } : {},
        }),
      );
    });
    for (const failure of ['error', 'abort', 'timeout'] as const) {
      request.addEventListener(failure, () => reject(new TypeError(`Network request failed (${failure})`)));
    }
    request.send(body);
  }).finally(() => progress.end(upload));
}

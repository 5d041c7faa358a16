import { randomUUID } from 'node:crypto';

/** An incoming id is reused only when it is short and plain, so that logs cannot be polluted. */
const ACCEPTED_REQUEST_ID = /^[\w.-]{1,64}$/;

/** The id that ties together the logs of one request, here and in the upstream (`x-request-id`). */
export function requestIdOf(headers: Headers): string {
  return requestIdFrom(headers.get('x-request-id'));
}

/** `requestIdOf` for the header's value as a Node request has it (a list when sent more than once). */
export function requestIdFrom(incoming: string | string[] | null | undefined): string {
  return typeof incoming === 'string' && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

import { UpstreamError } from './UpstreamError.ts';

/** Any error of an attempt as the one upstream error type: a timer's abort is a timeout, the rest unreachable. */
export function failureOf(error: unknown, path: string): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new UpstreamError({ kind: 'timeout', path, text: 'the utility API did not answer in time' });
  }
  return new UpstreamError({ kind: 'unavailable', path, text: `the utility API is unreachable: ${message}` });
}

/** Refusals and expired sessions are proper answers of a healthy upstream; the rest counts against it. */
export function isUpstreamFault(failure: UpstreamError): boolean {
  return failure.kind === 'unavailable' || failure.kind === 'timeout' || failure.kind === 'bad_response';
}

/** Worth another attempt: the request may never have reached a working upstream (the gateway refused it: no). */
export function isTransient(failure: UpstreamError): boolean {
  return failure.kind === 'unavailable' && failure.refused === undefined;
}

/** The `status` label of an attempt in `gateway_upstream_calls_total`. */
export function outcomeOf(httpStatus: number | undefined, failure: UpstreamError | undefined): string {
  if (failure?.refused !== undefined) return failure.refused;
  if (httpStatus !== undefined) return String(httpStatus);
  return failure?.kind === 'timeout' ? 'timeout' : 'unreachable';
}

import { UPSTREAM_STATUS, UpstreamError } from './UpstreamError.ts';

/** Every JSON answer of the upstream carries `status` (0 = success) and `text` (`000 §3`, last line). */
export interface Envelope {
  status: number;
  text?: string | null;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}

function snippet(body: string): string {
  return body.replace(/\s+/g, ' ').slice(0, 120);
}

/** Turns an upstream answer into its payload, or throws the matching `UpstreamError`. */
export function decodeEnvelope<T extends object>(path: string, httpStatus: number, body: string): T & Envelope {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // Proxies and crashed backends answer HTML error pages; they are failures, never payloads.
    throw new UpstreamError({
      kind: httpStatus >= 500 ? 'unavailable' : 'bad_response',
      path,
      httpStatus,
      text: `HTTP ${httpStatus}, not JSON: ${snippet(body)}`,
    });
  }
  if (!isEnvelope(parsed)) {
    throw new UpstreamError({
      kind: httpStatus >= 500 ? 'unavailable' : 'bad_response',
      path,
      httpStatus,
      text: `HTTP ${httpStatus}, no status envelope`,
    });
  }
  const text = parsed.text ?? '';
  if (parsed.status === UPSTREAM_STATUS.unauthenticated) {
    throw new UpstreamError({ kind: 'unauthenticated', path, httpStatus, status: parsed.status, text });
  }
  if (httpStatus >= 500) {
    throw new UpstreamError({ kind: 'unavailable', path, httpStatus, status: parsed.status, text });
  }
  if (parsed.status !== UPSTREAM_STATUS.ok) {
    const { status, text: _, ...details } = parsed as Envelope & Record<string, unknown>;
    throw new UpstreamError({ kind: 'rejected', path, httpStatus, status, text, details });
  }
  return parsed as T & Envelope;
}

import { useCallback, useRef } from 'react';

/** A fresh key for one payment or submission; the caller keeps it for every retry (double click, resubmit). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per scope (an OTP session's token): every send of the one submission a session authorizes
 * carries the same key, so a repeated send answers the first result instead of SESSION_USED, and a new
 * session gets a new key.
 */
export function useIdempotencyKeys(): (scope: string) => string {
  const keys = useRef(new Map<string, string>());
  return useCallback((scope: string) => {
    const known = keys.current.get(scope);
    if (known !== undefined) return known;
    const key = newIdempotencyKey();
    keys.current.set(scope, key);
    return key;
  }, []);
}

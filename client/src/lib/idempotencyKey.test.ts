import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKeys } from './idempotencyKey';

describe('useIdempotencyKeys', () => {
  it('gives every send for one OTP session the same key, across renders, and another session another key', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKeys());
    const first = result.current('session-token-1');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    rerender();
    expect(result.current('session-token-1')).toBe(first);
    expect(result.current('session-token-2')).not.toBe(first);
  });
});

import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTtlCache } from '../../cache/ttlCache.ts';
import type { GatewayContext } from '../../context.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { decimalString, formatAmount, toMoney } from './money.ts';

/** A request whose upstream answers the settings (or fails to) and counts its calls. */
function request(answer: () => Promise<unknown>) {
  const calls: string[] = [];
  const upstream = {
    read: (path: string) => {
      calls.push(path);
      return answer();
    },
  };
  const services = { sharedCache: createTtlCache(60_000) };
  const ctx = { upstream, language: 'en', services, logger: pino({ level: 'silent' }) } as unknown as GatewayContext;
  return { ctx, calls };
}

describe('money', () => {
  it('formats each language with its own separators, whichever language came first', () => {
    expect(formatAmount('el', 1234.5)).toBe('1.234,50');
    expect(formatAmount('en', 1234.5)).toBe('1,234.50');
    expect(formatAmount('el', -12.3)).toBe('-12,30');
    expect(formatAmount('en', 0.1 + 0.2)).toBe('0.30');
  });

  it('writes Latin digits in Arabic and Russian', () => {
    expect(formatAmount('ar', 1234.5)).toMatch(/^1.234.50$/u);
    expect(formatAmount('ru', 1234.5)).toMatch(/^1\s234,50$/u);
  });

  it('keeps the exact decimal string of an upstream amount', () => {
    expect(decimalString(12.3)).toBe('12.30');
    expect(decimalString(-0.5)).toBe('-0.50');
  });

  it('answers an amount at once once the request has read the settings, each amount of a request from the one read', async () => {
    const { ctx, calls } = request(async () => ({ value: { currencySymbol: '€', passwordMinimumLength: 8 } }));
    const first = toMoney(ctx, 1234.5);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual({ amount: '1234.50', currencySymbol: '€', formatted: '1,234.50 €' });
    const later = toMoney(ctx, -0.5);
    expect(later).not.toBeInstanceOf(Promise);
    expect(later).toEqual({ amount: '-0.50', currencySymbol: '€', formatted: '-0.50 €' });
    expect(calls).toEqual(['/Utility/GetSettings']);
  });

  it('reports an unreachable upstream for every amount and keeps no settings of it', async () => {
    const { ctx } = request(() => Promise.reject(new UpstreamError({ kind: 'unavailable', path: '/Utility/GetSettings', text: 'down' })));
    await expect(toMoney(ctx, 1)).rejects.toThrow('down');
    const again = toMoney(ctx, 2);
    expect(again).toBeInstanceOf(Promise);
    await expect(again).rejects.toThrow('down');
  });
});

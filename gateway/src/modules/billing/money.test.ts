import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTtlCache } from '../../cache/ttlCache.ts';
import type { GatewayContext } from '../../context.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { decimalString, formatAmount, toMoney, writesAmountsByHand } from './money.ts';

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

  it('writes every amount as the language’s Intl.NumberFormat does, by hand', () => {
    // A fixed sequence of amounts of every size (a linear congruential generator), both signs, and the edges.
    let seed = 20261128;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const amounts = [0, -0, 0.004, -0.004, 0.005, -0.005, 0.1 + 0.2, 999.995, -999.995, 1e13 - 0.01, 1e13, 1e15, -1e17, Number.NaN, Number.POSITIVE_INFINITY];
    for (let i = 0; i < 20_000; i += 1) {
      const size = 10 ** Math.floor(next() * 12);
      amounts.push((next() - 0.5) * 2 * size, Math.round((next() - 0.5) * 2 * size * 100) / 100);
    }
    for (const language of ['en', 'el', 'ru', 'ar'] as const) {
      expect(writesAmountsByHand(language), language).toBe(true);
      const intl = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
      // The formatter's own writing, but for zero cents, which the portal writes without a sign (0 + -0 is 0).
      const differing = amounts.filter((value) => formatAmount(language, value) !== intl.format(0 + Math.round(value * 100) / 100));
      expect(differing, language).toEqual([]);
    }
    expect(formatAmount('en', -0.004)).toBe('0.00');
    expect(formatAmount('en', -0)).toBe('0.00');
    expect(formatAmount('ar', -0)).toBe('0.00');
    expect(formatAmount('ar', -1234.5)).toBe('\u200e-1,234.50');
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

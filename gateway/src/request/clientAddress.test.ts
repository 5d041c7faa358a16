import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { clientAddressResolver, parseTrustedProxies } from './clientAddress.ts';

describe('client address behind proxies (TRUSTED_PROXIES)', () => {
  it('ignores X-Forwarded-For unless proxies are trusted: a client cannot pick its own address', () => {
    const clientOf = clientAddressResolver(loadConfig({}).trustedProxies);
    expect(clientOf('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(clientOf('::ffff:203.0.113.9', null)).toBe('203.0.113.9');
    expect(clientOf(undefined, '198.51.100.1')).toBe('unknown');
  });

  it('with a hop count, takes the address the outermost trusted proxy saw', () => {
    const oneProxy = clientAddressResolver(parseTrustedProxies('1'));
    // The client wrote 6.6.6.6 itself; the proxy appended the address it saw.
    expect(oneProxy('10.0.0.2', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
    expect(oneProxy('10.0.0.2', ['6.6.6.6', '198.51.100.1:5120'])).toBe('198.51.100.1');
    expect(oneProxy('10.0.0.2', null)).toBe('10.0.0.2');
    const twoProxies = clientAddressResolver(parseTrustedProxies('2'));
    expect(twoProxies('10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.1')).toBe('198.51.100.1');
  });

  it('with addresses and ranges, takes the right-most address that is not a trusted proxy', () => {
    const clientOf = clientAddressResolver(parseTrustedProxies('10.0.0.0/8, 2001:db8::/32, 127.0.0.1'));
    expect(clientOf('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3')).toBe('198.51.100.1');
    // Every hop trusted: the left-most is as far as the chain goes.
    expect(clientOf('::ffff:127.0.0.1', '[2001:db8::7]:443, 2001:DB8::8')).toBe('2001:db8::7');
    expect(clientOf('127.0.0.1', '[2001:db9::7]:443, 2001:db8::8')).toBe('2001:db9::7');
    // A peer that is not a trusted proxy is the client, whatever it claims.
    expect(clientOf('198.51.100.5', '10.0.0.1')).toBe('198.51.100.5');
    // Garbage written by a trusted hop ends the chain at that hop.
    expect(clientOf('127.0.0.1', 'not-an-address, 10.0.0.1')).toBe('10.0.0.1');
  });

  it('refuses a malformed setting at start', () => {
    expect(parseTrustedProxies(' ')).toEqual({ hops: 0 });
    expect(parseTrustedProxies('0')).toEqual({ hops: 0 });
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES must be/);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES must be/);
  });
});

import { BlockList, isIP } from 'node:net';

/**
 * Which hops in front of the gateway may say who the client is (`TRUSTED_PROXIES`): none (the
 * connecting address is the client), the last `hops` hops, or the proxies at these addresses.
 */
export type TrustedProxies = { hops: number } | { addresses: readonly string[] };

/** The client address of a request from the connecting peer and its `X-Forwarded-For` header. */
export type ClientAddressOf = (peer: string | undefined, forwardedFor: string | readonly string[] | null | undefined) => string;

/** Every request whose connection is unknown (an in-process call) shares one budget. */
const UNKNOWN_ADDRESS = 'unknown';

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`: one client, one key. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address.toLowerCase();
}

/** An `X-Forwarded-For` entry without port or brackets (`[2001:db8::1]:443`, `203.0.113.7:5120`), or undefined. */
function hopAddress(entry: string): string | undefined {
  const value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value);
  const address = bracketed?.[1] ?? withPort?.[1] ?? value;
  return isIP(address) === 0 ? undefined : plain(address);
}

/**
 * `TRUSTED_PROXIES`: unset, empty or `0` trusts no proxy; a number trusts that many hops; otherwise a
 * comma-separated list of addresses and CIDR ranges (IPv4 or IPv6).
 */
export function parseTrustedProxies(raw: string | undefined): TrustedProxies {
  const value = raw?.trim() ?? '';
  if (value === '') return { hops: 0 };
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (const entry of addresses) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefixValid = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !prefixValid) {
      throw new Error(`TRUSTED_PROXIES must be a hop count or addresses and CIDR ranges like 10.0.0.0/8, got "${entry}"`);
    }
  }
  return { addresses };
}

function trustedList(addresses: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of addresses) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The one rule for who the client is (rate limits, logs). The chain is `X-Forwarded-For` followed by
 * the connecting peer; from its right end, hops are skipped while they are trusted, and the first
 * untrusted one is the client. Entries left of it were written by whoever the client is, so they are
 * never believed. Without trusted proxies the header is ignored altogether.
 */
export function clientAddressResolver(trusted: TrustedProxies): ClientAddressOf {
  const isTrusted = 'addresses' in trusted ? trustedList(trusted.addresses) : undefined;
  const hops = 'hops' in trusted ? trusted.hops : 0;
  return (peer, forwardedFor) => {
    if (peer === undefined || peer === '') return UNKNOWN_ADDRESS;
    const client = plain(peer);
    if ((isTrusted === undefined && hops === 0) || !forwardedFor) return client;
    const header = typeof forwardedFor === 'string' ? forwardedFor : forwardedFor.join(',');
    const chain = [...header.split(',').map(hopAddress), client];
    let index = chain.length - 1;
    const skip = (at: number) => (isTrusted === undefined ? chain.length - 1 - at < hops : isTrusted(chain[at] ?? ''));
    while (index > 0 && skip(index)) {
      // A hop a trusted proxy did not write as an address ends the chain: the proxy itself is the client.
      if (chain[index - 1] === undefined) break;
      index -= 1;
    }
    return chain[index] ?? client;
  };
}

/** The connecting address of a request Yoga serves on node:http (`req`); undefined in process (`yoga.fetch`). */
export function peerAddressOf(serverContext: unknown): string | undefined {
  return (serverContext as { req?: { socket?: { remoteAddress?: string } } } | undefined)?.req?.socket?.remoteAddress;
}

/**
 * The visitor's address, as the contact form's rate limit and the CSP-report limit count it.
 *
 * `next start` hands app code the headers only, and fills in `X-Forwarded-For` from the
 * connection when a request has none (`??=` in Next's base server): it never appends, so a
 * header a client wrote reaches app code as if a proxy had written it. So the header is
 * believed only when the connection comes from a trusted proxy (`TRUSTED_PROXIES`, by
 * default this machine, where the cache tier runs in the simplest set-up): for any other
 * peer, `gateForwardedHeaders` (run by the request gate, server.ts) replaces it with the
 * connection's own address before Next reads it. Varnish rebuilds the header from the one hop it trusts (deploy/varnish).
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** Who may tell us a visitor's address when nothing is configured: this machine. */
const defaultTrustedProxies = '127.0.0.1, ::1';

/** An IPv4 address written as IPv6 (`::ffff:203.0.113.7`, a dual-stack socket's) is IPv4. */
function normalize(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  return (mapped?.[1] ?? bare).toLowerCase();
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The addresses and networks in a `TRUSTED_PROXIES` value (commas or spaces between entries,
 * `10.0.0.9`, `10.0.0.0/24`, `fd00::/8`; `none` trusts nobody). Anything else is refused
 * with a message that names the variable.
 */
export function parseTrustedProxies(raw: string | undefined = process.env.TRUSTED_PROXIES) {
  const list = new BlockList();
  const value = raw?.trim() || defaultTrustedProxies;
  if (value === 'none') return list;
  for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
    const [address = '', prefix, extra] = entry.split('/');
    const ip = normalize(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const max = isIP(ip) === 6 ? 128 : 32;
    if (!isIP(ip) || extra !== undefined || (bits !== undefined && !validPrefix(bits, max))) {
      throw new Error(
        `TRUSTED_PROXIES must list addresses or networks such as 10.0.0.9 or 10.0.0.0/24 (or be "none"); "${entry}" is neither.`,
      );
    }
    if (bits === undefined) list.addAddress(ip, family(ip));
    else list.addSubnet(ip, bits, family(ip));
  }
  return list;
}

const validPrefix = (bits: number, max: number) =>
  Number.isInteger(bits) && bits >= 0 && bits <= max;

let configured: BlockList | undefined;
const trustedProxies = () => (configured ??= parseTrustedProxies());

function isTrusted(address: string, trusted: BlockList): boolean {
  return isIP(address) !== 0 && trusted.check(address, family(address));
}

/**
 * The client's address from the request's headers: the nearest hop in `X-Forwarded-For` that
 * is not a trusted proxy (entries further left are for the client to write). An IPv6 client
 * counts as its /64 network, what one subscriber is given: within it a bot could take a new
 * address for every message. `unknown` when there is no hop that reads as an address.
 */
export function clientAddress(headers: Headers, trusted = trustedProxies()): string {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map(normalize).filter(Boolean);
  for (let n = hops.length - 1; n >= 0; n--) {
    const hop = hops[n] ?? '';
    if (!isIP(hop)) return 'unknown';
    if (!isTrusted(hop, trusted) || n === 0) return isIP(hop) === 6 ? network64(hop) : hop;
  }
  return 'unknown';
}

/** `2001:db8:1:2:3:4:5:6` → `2001:db8:1:2::/64`. */
function network64(address: string): string {
  return `${ipv6Groups(address, 4).join(':')}::/64`;
}

/** The first `count` groups of an IPv6 address, written short (`2001:db8:0`). */
export function ipv6Groups(address: string, count: number): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      // An IPv4 tail (`::ffff:192.0.2.1`) is two groups.
      .flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const first = groups(head);
  const last = tail === undefined ? [] : groups(tail);
  const all = [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return all.slice(0, count).map((group) => parseInt(group, 16).toString(16));
}

/**
 * What else a proxy could tell us about the request. Ours does not (Varnish drops them,
 * deploy/varnish), so whoever sends them is not ours: a process on a trusted address included,
 * which could otherwise pass a forged `X-Forwarded-Host` through Next's `Origin` check of
 * server actions. Next fills them in from the request itself.
 */
const forwardedHeaders = [
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
];

/**
 * For every connection the forwarding headers but `X-Forwarded-For` go; for one from anyone
 * but a trusted proxy, `X-Forwarded-For` becomes the connection's address.
 */
export function gateForwardedHeaders(request: IncomingMessage, trusted = trustedProxies()) {
  for (const name of forwardedHeaders) delete request.headers[name];
  const peer = normalize(request.socket.remoteAddress ?? '');
  if (!isTrusted(peer, trusted)) request.headers['x-forwarded-for'] = peer || 'unknown';
}

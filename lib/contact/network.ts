/**
 * The network a sender's address is in, as the outbox's cap per network counts it: an IPv4
 * address by its /24, an IPv6 address by its /48 (what a provider gives one site). One office
 * or one bot's rented block is then one sender however many addresses it uses, while a mobile
 * carrier's gateway (many people, one /24) still has its own share, not the whole outbox.
 * Takes what lib/client-address.ts gives (`203.0.113.7`, `2001:db8:1:2::/64`, `unknown`).
 */
import { isIP } from 'node:net';
import { ipv6Groups } from '../client-address.ts';

export function senderNetwork(address: string): string {
  const bare = address.replace(/\/\d+$/, '');
  if (isIP(bare) === 4) return `${bare.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(bare) === 6) return `${ipv6Groups(bare, 3).join(':')}::/48`;
  return 'unknown';
}

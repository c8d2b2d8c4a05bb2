/** @jest-environment node */
import { senderNetwork } from '@/lib/contact/network';

describe('senderNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['2001:db8:aa:1::/64', '2001:db8:aa::/48'],
    ['2001:0db8:00aa:ffff::/64', '2001:db8:aa::/48'],
    ['2001:db8::/64', '2001:db8:0::/48'],
    ['unknown', 'unknown'],
    ['not an address', 'unknown'],
  ])('puts %s in %s', (address, network) => {
    expect(senderNetwork(address)).toBe(network);
  });
});

/** @jest-environment node */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddress, gateForwardedHeaders, parseTrustedProxies } from '@/lib/client-address';

const forwardedFor = (value?: string) =>
  new Headers(value === undefined ? {} : { 'x-forwarded-for': value });

describe('TRUSTED_PROXIES', () => {
  it('trusts this machine when nothing is set', () => {
    const trusted = parseTrustedProxies(undefined);
    expect(trusted.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(trusted.check('::1', 'ipv6')).toBe(true);
    expect(trusted.check('127.0.0.2', 'ipv4')).toBe(false);
    expect(trusted.check('10.0.0.9', 'ipv4')).toBe(false);
  });

  it('reads addresses and networks of both families, or none', () => {
    const trusted = parseTrustedProxies('10.0.0.9, 192.168.4.0/24 fd00::/8');
    expect(trusted.check('10.0.0.9', 'ipv4')).toBe(true);
    expect(trusted.check('10.0.0.10', 'ipv4')).toBe(false);
    expect(trusted.check('192.168.4.77', 'ipv4')).toBe(true);
    expect(trusted.check('fd12::1', 'ipv6')).toBe(true);
    expect(trusted.check('127.0.0.1', 'ipv4')).toBe(false);
    expect(parseTrustedProxies('none').check('127.0.0.1', 'ipv4')).toBe(false);
  });

  it('refuses what is not an address or a network, naming the variable', () => {
    for (const bad of ['varnish.internal', '10.0.0.0/33', '10.0.0.1/8/2', '::1/129', '10.0.0/x']) {
      expect(() => parseTrustedProxies(bad)).toThrow(/TRUSTED_PROXIES/);
    }
  });
});

describe('clientAddress', () => {
  const trusted = parseTrustedProxies('127.0.0.1, 10.0.0.0/24');

  it('takes the nearest hop that is not a trusted proxy', () => {
    expect(clientAddress(forwardedFor('198.51.100.7'), trusted)).toBe('198.51.100.7');
    // Entries left of the first untrusted one are the client's own words.
    expect(clientAddress(forwardedFor('1.2.3.4, 198.51.100.7, 10.0.0.9'), trusted)).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(forwardedFor('::ffff:203.0.113.9'), trusted)).toBe('203.0.113.9');
  });

  it('counts an IPv6 client as its /64 network', () => {
    expect(clientAddress(forwardedFor('2001:db8::7'), trusted)).toBe('2001:db8:0:0::/64');
    expect(clientAddress(forwardedFor('2001:DB8:a:b:1:2:3:4'), trusted)).toBe('2001:db8:a:b::/64');
    expect(clientAddress(forwardedFor('2001:db8:a:b:ffff::1'), trusted)).toBe(
      clientAddress(forwardedFor('2001:db8:a:b::2'), trusted),
    );
    expect(clientAddress(forwardedFor('2001:db8:a::'), trusted)).toBe('2001:db8:a:0::/64');
    expect(clientAddress(forwardedFor('::1'), parseTrustedProxies('none'))).toBe('0:0:0:0::/64');
    expect(clientAddress(forwardedFor('64:ff9b::192.0.2.1'), trusted)).toBe('64:ff9b:0:0::/64');
  });

  it('takes the farthest hop when every hop is a proxy (a request from the proxy itself)', () => {
    expect(clientAddress(forwardedFor('10.0.0.5, 127.0.0.1'), trusted)).toBe('10.0.0.5');
  });

  it('says unknown for no header or a hop that is no address', () => {
    expect(clientAddress(forwardedFor(), trusted)).toBe('unknown');
    expect(clientAddress(forwardedFor(''), trusted)).toBe('unknown');
    expect(clientAddress(forwardedFor('1.2.3.4, bogus'), trusted)).toBe('unknown');
  });
});

describe('gateForwardedHeaders', () => {
  /** The headers a server sees after the gate, for a request from `localAddress`. */
  async function seen(trusted: string, localAddress: string, headers: IncomingHttpHeaders) {
    const server = createServer((incoming, response) => {
      gateForwardedHeaders(incoming, parseTrustedProxies(trusted));
      response.end(JSON.stringify(incoming.headers));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<IncomingHttpHeaders>((resolve, reject) => {
        const outgoing = request(
          { host: '127.0.0.1', port, localAddress, headers, agent: false },
          (response) => {
            let body = '';
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve(JSON.parse(body)));
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }
  const forged = {
    'x-forwarded-for': '203.0.113.66',
    'x-forwarded-host': 'evil.example',
    forwarded: 'for=203.0.113.66',
  };

  it("replaces an untrusted peer's forwarding headers with its own address", async () => {
    const headers = await seen('127.0.0.1', '127.0.0.2', forged);
    expect(headers['x-forwarded-for']).toBe('127.0.0.2');
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
  });

  it("keeps a trusted proxy's X-Forwarded-For, and none of its other forwarding headers", async () => {
    // Varnish sends none of them: a process on this machine that does is forging a host.
    const headers = await seen('127.0.0.1', '127.0.0.1', forged);
    expect(headers['x-forwarded-for']).toBe('203.0.113.66');
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
  });
});

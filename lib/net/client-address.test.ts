import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '../trusted-proxies.ts';
import { normaliseAddress, resolveClientAddress, settleForwardedHeaders, warnOnceOfUntrustedForwarding } from './client-address.ts';

describe('the client address', () => {
  const none = parseTrustedProxies(undefined);
  const proxies = parseTrustedProxies('10.0.0.0/8, 127.0.0.1, fd00::/8');

  it('is the connection itself when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.9', '127.0.0.1', none)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:203.0.113.9', '1.2.3.4, 5.6.7.8', none)).toBe('203.0.113.9');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', none)).toBe('127.0.0.1');
  });

  it('behind trusted proxies, is the nearest hop that is not one of them', () => {
    expect(resolveClientAddress('10.1.2.3', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(resolveClientAddress('10.1.2.3', '6.6.6.6, 198.51.100.7, 10.9.9.9', proxies)).toBe('198.51.100.7');
    expect(resolveClientAddress('::ffff:127.0.0.1', ['198.51.100.7', '10.0.0.2'], proxies)).toBe('198.51.100.7');
    expect(resolveClientAddress('fd00::1', '2001:db8::5', proxies)).toBe('2001:db8::5');
    // A spoofed chain of our own proxies' addresses ends at its far end, never at a loopback claim beyond a client hop.
    expect(resolveClientAddress('10.1.2.3', '127.0.0.1, 198.51.100.7', proxies)).toBe('198.51.100.7');
    // A proxy that sent no chain: the proxy is the client as far as we can tell.
    expect(resolveClientAddress('10.1.2.3', undefined, proxies)).toBe('10.1.2.3');
    // A hop that is no address: trust ends there.
    expect(resolveClientAddress('10.1.2.3', '198.51.100.7, garbage', proxies)).toBe('10.1.2.3');
  });

  it('drops forwarded headers from untrusted connections and keeps a trusted proxy’s', () => {
    const spoofed: Record<string, string | string[] | undefined> = {
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      forwarded: 'for=127.0.0.1',
      host: 'portal.example',
    };
    settleForwardedHeaders(spoofed, '203.0.113.9', proxies);
    expect(spoofed).toEqual({ 'x-forwarded-for': '203.0.113.9', host: 'portal.example', 'x-a11y-proxied': '1' });

    const proxied: Record<string, string | string[] | undefined> = {
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-host': 'portal.example',
      'x-forwarded-proto': 'https',
    };
    settleForwardedHeaders(proxied, '10.0.0.5', proxies);
    expect(proxied).toEqual({ 'x-forwarded-for': '198.51.100.7', 'x-forwarded-host': 'portal.example', 'x-forwarded-proto': 'https', 'x-a11y-proxied': '1' });

    // A direct request: no marker, and a client cannot set one.
    const direct: Record<string, string | string[] | undefined> = { host: 'localhost:3000', 'x-a11y-proxied': '0' };
    settleForwardedHeaders(direct, '::ffff:127.0.0.1', none);
    expect(direct).toEqual({ host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1' });
  });

  it('warns once per process when forwarded headers come from an address it does not trust', () => {
    const warnings: { details: object; message: string }[] = [];
    const warn = warnOnceOfUntrustedForwarding({ warn: (details, message) => warnings.push({ details, message }) });
    const settle = (remote: string, headers: Record<string, string>) => settleForwardedHeaders({ ...headers }, remote, proxies, warn);

    settle('127.0.0.1', { host: 'localhost:3000' }); // a direct request
    settle('10.0.0.5', { 'x-forwarded-for': '198.51.100.7' }); // a trusted proxy
    expect(warnings).toEqual([]);

    settle('192.168.1.2', { 'x-forwarded-for': '198.51.100.7' }); // a proxy nobody named
    settle('192.168.1.3', { 'x-forwarded-for': '198.51.100.8' });
    settle('203.0.113.9', { forwarded: 'for=1.2.3.4' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.details).toEqual({ peer: '192.168.1.2' });
    expect(warnings[0]!.message).toMatch(/TRUSTED_PROXIES/);
  });

  it('reads TRUSTED_PROXIES strictly', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/prefix/);
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(/not an IP/);
    expect(normaliseAddress('[::1]')).toBe('::1');
    expect(normaliseAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(normaliseAddress('nonsense')).toBeNull();
  });
});

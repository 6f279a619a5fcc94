import net from 'node:net';

/**
 * TRUSTED_PROXIES (addresses or CIDR ranges, comma-separated) as a block list. Beside lib/config.ts, which
 * checks it when read: lib/net depends on the configuration, never the reverse (lib/net/client-address.ts
 * says what the list is for).
 */
export function parseTrustedProxies(raw: string | undefined): net.BlockList {
  const list = new net.BlockList();
  for (const entry of (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const family = net.isIP(address ?? '');
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address!, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) throw new Error(`TRUSTED_PROXIES: "${entry}" has a bad prefix length`);
      list.addSubnet(address!, prefix, type);
    }
  }
  return list;
}

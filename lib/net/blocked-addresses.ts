import net from 'node:net';
import { config } from '@/lib/config.ts';

/**
 * The SSRF guard's address policy (lib/net/ssrf.ts checks every address a host resolves to against it):
 * private, loopback, link-local and other non-public ranges are refused, and cloud metadata always.
 */

export interface PolicyOptions {
  /** Skip the private-address rules (metadata stays refused). Defaults to `allowPrivateTargets()`. */
  allowPrivate?: boolean;
}

export function allowPrivateTargets(): boolean {
  return config().ALLOW_PRIVATE_NETWORK_TARGETS;
}

function blockList(type: 'ipv4' | 'ipv6', cidrs: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const cidr of cidrs) {
    const [network, prefix] = cidr.split('/');
    list.addSubnet(network!, Number(prefix), type);
  }
  return list;
}

// Everything that is not publicly routable unicast (IANA special-purpose registry).
const BLOCKED_V4 = blockList('ipv4', [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
]);
// IPv6 is an allow-list: only global unicast 2000::/3 (so ::, ::1, fc00::/7, fe80::/10, ff00::/8 and
// the rest fall out), minus its special parts. Forms that embed an IPv4 address are handled before.
const GLOBAL_V6 = blockList('ipv6', ['2000::/3']);
const BLOCKED_V6 = blockList('ipv6', [
  '2001::/23', // IETF protocol assignments: Teredo 2001::/32 (tunnels to any IPv4), benchmarking, ORCHID
  '2001:db8::/32',
  '3fff::/20', // documentation
]);
// Cloud metadata endpoints: AWS/GCP/Azure/Oracle, AWS ECS and EKS pod identity, Alibaba, Azure WireServer.
const METADATA = new net.BlockList();
for (const ip of ['169.254.169.254', '169.254.170.2', '169.254.170.23', '100.100.100.200', '168.63.129.16']) {
  METADATA.addAddress(ip, 'ipv4');
}
for (const ip of ['fd00:ec2::254', 'fd00:ec2::23']) METADATA.addAddress(ip, 'ipv6');
export const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal']);

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted quad becomes two groups). */
function ipv6Groups(ip: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = ip.split('::');
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv6 one carries and would reach, if any: that is the one to judge. */
function embeddedIPv4(g: number[]): string | null {
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const v4 = (hi = 0, lo = 0) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible; :: and ::1 become 0.0.0.x, which is blocked).
  if (zero(0, 5) && (g[5] === 0xffff || g[5] === 0)) return v4(g[6], g[7]);
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return v4(g[6], g[7]); // ::ffff:0:a.b.c.d (SIIT)
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return v4(g[6], g[7]); // NAT64 64:ff9b::/96
  if (g[0] === 0x2002) return v4(g[1], g[2]); // 6to4 2002:aabb:ccdd::/48
  return null;
}

/** Whether a connection to this IP must be refused. Anything that is not an IP is refused (fail closed). */
export function isBlockedAddress(ip: string, options: PolicyOptions = {}): boolean {
  const allowPrivate = options.allowPrivate ?? allowPrivateTargets();
  const address = ip.replace(/^\[(.*)\]$/, '$1').split('%')[0]!; // brackets, IPv6 zone id
  const version = net.isIP(address);
  if (version === 4) return METADATA.check(address, 'ipv4') || (!allowPrivate && BLOCKED_V4.check(address, 'ipv4'));
  if (version !== 6) return true;
  const v4 = embeddedIPv4(ipv6Groups(address));
  if (v4 !== null) return isBlockedAddress(v4, { allowPrivate });
  if (METADATA.check(address, 'ipv6')) return true;
  if (allowPrivate) return false;
  return !GLOBAL_V6.check(address, 'ipv6') || BLOCKED_V6.check(address, 'ipv6');
}

import { headers } from 'next/headers';
import { clientAddress } from '@/lib/portal/next-auth.ts';
import { PROXIED_HEADER } from '@/lib/net/client-address.ts';

/**
 * The address of a person at this very machine: the client address when the request reached the server
 * directly, null when it came through a proxy (whose loopback connection says nothing about the person).
 */
export async function directClientAddress(): Promise<string | null> {
  const h = await headers();
  return h.get(PROXIED_HEADER) ? null : clientAddress(Object.fromEntries(h));
}

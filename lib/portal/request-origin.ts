import { headers } from 'next/headers';
import { originFromHeaders } from '@/lib/api/base-url.ts';
import { clientAddress } from '@/lib/auth/next-auth.ts';
import { PROXIED_HEADER } from '@/lib/net/client-address.ts';
import { config } from '@/lib/config.ts';

/** The origin links we hand out should use: PUBLIC_BASE_URL, else the host the portal was reached on. */
export async function requestOrigin(): Promise<string> {
  const { PUBLIC_BASE_URL, NEXTAUTH_URL } = config();
  return PUBLIC_BASE_URL ?? originFromHeaders(await headers(), NEXTAUTH_URL ?? 'http://localhost:3000');
}

/**
 * The address of a person at this very machine: the client address when the request reached the server
 * directly, null when it came through a proxy (whose loopback connection says nothing about the person).
 */
export async function directClientAddress(): Promise<string | null> {
  const h = await headers();
  return h.get(PROXIED_HEADER) ? null : clientAddress(Object.fromEntries(h));
}

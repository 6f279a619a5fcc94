import { headers } from 'next/headers';
import { originFromHeaders } from '@/lib/api/base-url.ts';
import { clientAddress } from '@/lib/auth/next-auth.ts';

/** The origin links we hand out should use: PUBLIC_BASE_URL, else the host the portal was reached on. */
export async function requestOrigin(): Promise<string> {
  return process.env.PUBLIC_BASE_URL ?? originFromHeaders(await headers(), process.env.NEXTAUTH_URL ?? 'http://localhost:3000');
}

/** The address of the client of the request being handled (see clientAddress). */
export async function requestClientAddress(): Promise<string | null> {
  return clientAddress(Object.fromEntries(await headers()));
}

import { headers } from 'next/headers';
import { originFromHeaders } from '@/lib/api/base-url.ts';

/** The origin links we hand out should use: PUBLIC_BASE_URL, else the host the portal was reached on. */
export async function requestOrigin(): Promise<string> {
  return process.env.PUBLIC_BASE_URL ?? originFromHeaders(await headers(), process.env.NEXTAUTH_URL ?? 'http://localhost:3000');
}

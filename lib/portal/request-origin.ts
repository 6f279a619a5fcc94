import { headers } from 'next/headers';

/** The origin links we hand out should use: PUBLIC_BASE_URL, else the host the portal was reached on. */
export async function requestOrigin(): Promise<string> {
  if (process.env.PUBLIC_BASE_URL) return process.env.PUBLIC_BASE_URL;
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000';
  const proto = h.get('x-forwarded-proto') ?? (process.env.NEXTAUTH_URL?.startsWith('https://') ? 'https' : 'http');
  return `${proto.split(',')[0]}://${host}`;
}

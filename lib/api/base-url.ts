import { config } from '@/lib/config.ts';

/**
 * Where links we hand out (invitations) point: PUBLIC_BASE_URL, else NEXTAUTH_URL (the launcher sets it to
 * PUBLIC_BASE_URL or the address it serves on), else http://localhost:PORT. Never the request's `Host` or
 * `X-Forwarded-Host`: whoever sends the request chooses those, and a link on their host would carry a
 * one-time token to them. Behind a proxy, PUBLIC_BASE_URL names the public origin.
 */
export function publicBaseUrl(): string {
  const { PUBLIC_BASE_URL, NEXTAUTH_URL, PORT } = config();
  return PUBLIC_BASE_URL ?? NEXTAUTH_URL ?? `http://localhost:${PORT}`;
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { config } from '@/lib/config.ts';

/**
 * Secrets the service must read back (a tenant's user signing secret, a scan's login headers) are stored
 * sealed: AES-256-GCM under a key derived by HKDF from NEXTAUTH_SECRET and the secret's purpose, so a
 * database dump or backup alone reveals none of them, and a value sealed for one purpose cannot be
 * unsealed as another.
 */
const SEALED = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]{22})$/;

function keyFor(purpose: string): Buffer {
  const root = config().NEXTAUTH_SECRET;
  if (!root) throw new Error(`NEXTAUTH_SECRET is not set: ${purpose}s are encrypted with a key derived from it`);
  return Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), `a11y-platform ${purpose} v1`, 32));
}

/** `v1.<iv>.<ciphertext>.<tag>`, base64url. */
export function seal(purpose: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), data.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The sealed text in clear, or null when it cannot be unsealed (NEXTAUTH_SECRET missing or changed, another purpose). */
export function unseal(purpose: string, stored: string): string | null {
  const parts = SEALED.exec(stored);
  if (!parts) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), Buffer.from(parts[1]!, 'base64url'));
    decipher.setAuthTag(Buffer.from(parts[3]!, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(parts[2]!, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    // expected: tampered with, or sealed under another key: opens to nothing
    return null;
  }
}

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { randomBase62 } from '@/lib/ids.ts';
import { config } from '@/lib/config.ts';

/**
 * Signed end-user ids (identity verification, as support-chat widgets do it): the tenant's server
 * computes `hex(HMAC-SHA256(secret, userId))` with the tenant's user signing secret, and the browser
 * sends it in `X-User-Signature` with a publishable-key request about that user.
 *
 * The secret must be recoverable to verify signatures, so it is stored encrypted (AES-256-GCM) with a
 * key derived by HKDF from NEXTAUTH_SECRET: a database dump or backup alone does not reveal it.
 */

export const USER_SIGNATURE_HEADER = 'X-User-Signature';
/** How long the secret before a rotation keeps verifying, so pages deployed with it do not break. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'uss_';
const ENCRYPTED = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{22})$/;

/** `uss_` + 43 base62 characters (256 bits). The HMAC key is the whole string as UTF-8, prefix included. */
export function generateUserSigningSecret(): string {
  return PREFIX + randomBase62(43);
}

/** What the tenant's server computes: lowercase hex of HMAC-SHA256 keyed with the secret over the UTF-8 userId. */
export function signUserId(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(userId, 'utf8').digest('hex');
}

/**
 * Whether `signature` (64 hex digits, either case) is the signature of `userId` under any of `secrets`.
 * Every secret is compared, each in constant time, whatever matched first.
 */
export function verifyUserSignature(secrets: readonly string[], userId: string, signature: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const given = Buffer.from(signature, 'hex');
  let ok = false;
  for (const secret of secrets) {
    const expected = createHmac('sha256', secret).update(userId, 'utf8').digest();
    if (timingSafeEqual(expected, given)) ok = true;
  }
  return ok;
}

function encryptionKey(): Buffer {
  const root = config().NEXTAUTH_SECRET;
  if (!root) throw new Error('NEXTAUTH_SECRET is not set: user signing secrets are encrypted with a key derived from it');
  return Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), 'a11y-platform user signing secret v1', 32));
}

/** `v1.<iv>.<ciphertext>.<tag>`, base64url, for the tenants table. */
export function encryptSigningSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), data.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The stored secret in clear, or null when it cannot be decrypted (NEXTAUTH_SECRET missing or changed). */
export function decryptSigningSecret(stored: string): string | null {
  const parts = ENCRYPTED.exec(stored);
  if (!parts) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey(), Buffer.from(parts[1]!, 'base64url'));
    decipher.setAuthTag(Buffer.from(parts[3]!, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(parts[2]!, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

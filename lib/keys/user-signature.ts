import { createHmac, timingSafeEqual } from 'node:crypto';
import { seal, unseal } from '@/lib/crypto/seal.ts';
import { randomBase62 } from '@/lib/ids.ts';

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

const PURPOSE = 'user signing secret';

/** `v1.<iv>.<ciphertext>.<tag>`, base64url, for the tenants table (lib/crypto/seal.ts). */
export function encryptSigningSecret(secret: string): string {
  return seal(PURPOSE, secret);
}

/** The stored secret in clear, or null when it cannot be decrypted (NEXTAUTH_SECRET missing or changed). */
export function decryptSigningSecret(stored: string): string | null {
  return unseal(PURPOSE, stored);
}

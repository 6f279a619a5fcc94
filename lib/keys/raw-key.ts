import { createHash } from 'node:crypto';
import type { KeyType } from '@/lib/db/generated/enums.ts';
import { randomBase62 } from '@/lib/ids.ts';

const PREFIX: Record<KeyType, string> = { secret: 'sk_live_', publishable: 'pk_live_' };
// 43 base62 characters carry 256 bits, above the 192 the contract asks for.
const SECRET_LENGTH = 43;
const RAW_KEY = /^(sk|pk)_live_[0-9A-Za-z]{43}$/;

export function generateRawKey(type: KeyType): string {
  return PREFIX[type] + randomBase62(SECRET_LENGTH);
}

/** Only this hash is stored. The key has 256 bits of entropy, so a fast hash is the right one. */
export function hashKey(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** What lists show: the type prefix and four characters, enough to tell keys apart. */
export function displayPrefix(raw: string): string {
  return raw.slice(0, 12);
}

export function looksLikeKey(raw: string): boolean {
  return RAW_KEY.test(raw);
}

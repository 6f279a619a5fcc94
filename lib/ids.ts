import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62 string; `length` characters carry length × 5.95 bits. */
export function randomBase62(length: number): string {
  const out: string[] = [];
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: rejecting larger bytes keeps every character equally likely.
      if (byte < 248 && out.length < length) out.push(ALPHABET[byte % 62]!);
    }
  }
  return out.join('');
}

export type IdPrefix =
  | 'ten'
  | 'usr'
  | 'ses'
  | 'mem'
  | 'key'
  | 'prf'
  | 'job'
  | 'scn'
  | 'iss'
  | 'rev'
  | 'dsm'
  | 'whk'
  | 'dlv'
  | 'evt'
  | 'crd'
  | 'tgt'
  | 'snp'
  | 'rpt'
  | 'pag'
  | 'sit'
  | 'trk'
  | 'tev';

/** Prefixed opaque ids (`key_…`), so a stray id says what it points at. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(22)}`;
}

import { z } from 'zod';
import { seal, unseal } from '@/lib/crypto/seal.ts';

/**
 * Pages behind a login: extra request headers and cookies a scan sends to its scanned origin only
 * (docs/decisions.md, "Site scans"). Stored sealed with the scan and deleted when it ends; their values
 * are never returned, only the names.
 */
const PURPOSE = 'scan login';

/** Headers the browser or the HTTP connection own, or that would change what is scanned rather than who asks. */
const FORBIDDEN = new Set([
  'host',
  'connection',
  'content-length',
  'content-type',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'keep-alive',
  'expect',
  'origin',
  'referer',
  'cookie',
]);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;
const VALUE = /^[\t\x20-\x7e\x80-\xff]{0,4096}$/;
const COOKIE_VALUE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]{0,4096}$/;

const headerName = z
  .string()
  .regex(TOKEN, 'A header name: 1 to 100 letters, digits or !#$%&\'*+.^_`|~-.')
  .refine((name) => !FORBIDDEN.has(name.toLowerCase()) && !/^(proxy-|sec-)/i.test(name), {
    message: 'This header is set by the browser (send cookies as cookies).',
  });

export const scanAuthInput = z
  .object({
    headers: z
      .record(headerName, z.string().regex(VALUE, 'At most 4,096 characters, without line breaks or control characters.'))
      .refine((h) => Object.keys(h).length <= 20, 'At most 20 headers.')
      .optional(),
    cookies: z
      .array(
        z.object({
          name: z.string().regex(TOKEN, 'A cookie name: 1 to 100 letters, digits or !#$%&\'*+.^_`|~-.'),
          value: z.string().regex(COOKIE_VALUE, 'At most 4,096 characters a cookie may hold (no spaces, quotes, commas, semicolons or backslashes).'),
        }),
      )
      .max(50)
      .optional(),
  })
  .refine((a) => Object.keys(a.headers ?? {}).length + (a.cookies?.length ?? 0) > 0, 'Give headers or cookies to send, or leave auth out.');
export type ScanAuthInput = z.output<typeof scanAuthInput>;

export interface ScanAuth {
  headers: Record<string, string>;
  cookies: { name: string; value: string }[];
}

/** What a scan shows of its login: the names, never the values. */
export function loginNames(auth: ScanAuthInput): { headers: string[]; cookies: string[] } {
  return { headers: Object.keys(auth.headers ?? {}), cookies: (auth.cookies ?? []).map((c) => c.name) };
}

export function sealScanAuth(auth: ScanAuthInput): string {
  return seal(PURPOSE, JSON.stringify({ headers: auth.headers ?? {}, cookies: auth.cookies ?? [] } satisfies ScanAuth));
}

/** The scan's login in clear, or null when it cannot be read (NEXTAUTH_SECRET changed since the scan was queued). */
export function unsealScanAuth(stored: string): ScanAuth | null {
  const text = unseal(PURPOSE, stored);
  return text === null ? null : (JSON.parse(text) as ScanAuth);
}

import { z } from 'zod';

/**
 * The body of a scan's login (lib/scanner/scan-auth.ts seals it): apart from the sealing, so that the
 * scanner's schemas, which the portal's pages bundle, do not pull in the server's crypto.
 */
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
  .regex(TOKEN, "A header name: 1 to 100 letters, digits or !#$%&'*+.^_`|~-.")
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
          name: z.string().regex(TOKEN, "A cookie name: 1 to 100 letters, digits or !#$%&'*+.^_`|~-."),
          value: z.string().regex(COOKIE_VALUE, 'At most 4,096 characters a cookie may hold (no spaces, quotes, commas, semicolons or backslashes).'),
        }),
      )
      .max(50)
      .optional(),
  })
  .refine((a) => Object.keys(a.headers ?? {}).length + (a.cookies?.length ?? 0) > 0, 'Give headers or cookies to send, or leave auth out.');
export type ScanAuthInput = z.output<typeof scanAuthInput>;

/**
 * What the Widget page hands out: the script tag (README, "Embedding the toolbar"), the Content-Security-Policy
 * lines a host page needs, and server-side examples of signing a user id (hex of HMAC-SHA256 keyed with the
 * tenant's user signing secret over the UTF-8 user id: lib/keys/user-signature.ts).
 */

/** Stands for the key in the snippet while the page has no full key to put there. */
export const KEY_PLACEHOLDER = 'YOUR_PUBLISHABLE_KEY';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The one tag a page needs. `origin` is the service's public origin. */
export function embedSnippet(origin: string, key: string): string {
  return `<script src="${attr(origin)}/widget.js" data-key="${attr(key)}" async></script>`;
}

/** The tag with every optional attribute, for a signed-in person on a page with a nonce-based policy. */
export function fullSnippet(origin: string, key: string): string {
  return [
    `<script src="${attr(origin)}/widget.js" data-key="${attr(key)}"`,
    `        data-user-id="USER_ID" data-user-signature="SIGNATURE_OF_USER_ID"`,
    `        data-lang="en" data-position="bottom-right"`,
    `        nonce="PAGE_NONCE" data-nonce="PAGE_NONCE" async></script>`,
  ].join('\n');
}

/** The Content-Security-Policy directives a strict host page adds for the widget. */
export function cspLines(origin: string): string {
  return [
    `script-src 'nonce-…' 'strict-dynamic'     (the nonce on the script tag; or: script-src ${origin})`,
    `connect-src ${origin}      (the profile, the catalogue, usage events)`,
    `font-src ${origin}         (the readable and dyslexia fonts, loaded only when chosen)`,
    `img-src ${origin} data:    (big cursors; data: for stilled animated images)`,
    `style-src 'nonce-…'        (only with data-nonce)`,
  ].join('\n');
}

export interface SigningExample {
  language: string;
  code: string;
}

/**
 * Signing a user id on the tenant's server, in Node.js, Python and PHP: the same 64 hex digits in each.
 * `secret` is the user signing secret (`uss_…`), the whole string, from the server's own configuration.
 */
export const SIGNING_EXAMPLES: readonly SigningExample[] = [
  {
    language: 'Node.js',
    code: `import { createHmac } from 'node:crypto';

export function widgetSignature(secret, userId) {
  return createHmac('sha256', secret).update(userId, 'utf8').digest('hex');
}`,
  },
  {
    language: 'Python',
    code: `import hashlib
import hmac

def widget_signature(secret: str, user_id: str) -> str:
    return hmac.new(secret.encode("utf-8"), user_id.encode("utf-8"), hashlib.sha256).hexdigest()`,
  },
  {
    language: 'PHP',
    code: `<?php
function widget_signature(string $secret, string $userId): string {
    return hash_hmac('sha256', $userId, $secret);
}`,
  },
];

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com). The signed content is
 * `${webhook-id}.${webhook-timestamp}.${body}`, the key is the base64-decoded part of the secret after
 * `whsec_`, and `webhook-signature` holds space-separated `v1,<base64 HMAC-SHA256>` entries (several
 * while a secret rotates). Any Standard Webhooks library verifies what this signs.
 */

const SECRET_PREFIX = 'whsec_';

/** `whsec_` + base64 of 32 random bytes, as Standard Webhooks secrets are. */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

function secretKey(secret: string): Buffer {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  if (key.length === 0) throw new Error('The webhook secret is empty.');
  return key;
}

export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers for one attempt; `id` is the event id, the same on every retry. */
export function signWebhook(secret: string, message: { id: string; timestamp: Date; body: string }): WebhookHeaders {
  const seconds = Math.floor(message.timestamp.getTime() / 1000);
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': webhookSignature(secret, message.id, seconds, message.body),
  };
}

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/**
 * Checks a received webhook: the headers must be present, the timestamp within `toleranceSeconds` of
 * now (replays of old messages fail), and one `v1` signature must match the raw body. Returns the
 * parsed payload; throws WebhookVerificationError otherwise. Verify the raw body, before any JSON
 * parsing and re-serialising.
 */
export function verifyWebhook<T = unknown>(
  secret: string,
  headers: HeaderSource,
  body: string | Buffer,
  options: { toleranceSeconds?: number; now?: Date } = {},
): T {
  const { toleranceSeconds = 300, now = new Date() } = options;
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('Missing webhook-id, webhook-timestamp or webhook-signature.');
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError('Invalid webhook-timestamp.');
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > toleranceSeconds) throw new WebhookVerificationError('Timestamp outside the tolerance.');

  const text = typeof body === 'string' ? body : body.toString('utf8');
  const expected = Buffer.from(webhookSignature(secret, id, seconds, text).slice('v1,'.length), 'base64');
  const matches = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('No matching signature.');
  return JSON.parse(text) as T;
}

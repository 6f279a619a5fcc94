import { randomBytes } from 'node:crypto';

const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The W3C trace id of an incoming `traceparent`, or a new one. */
export function traceIdFrom(headers: Headers): string {
  const match = TRACEPARENT.exec(headers.get('traceparent')?.trim().toLowerCase() ?? '');
  const id = match?.[1];
  if (id && id !== '0'.repeat(32)) return id;
  return newTraceId();
}

export function newTraceId(): string {
  return randomBytes(16).toString('hex');
}

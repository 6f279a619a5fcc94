import { now } from '@/lib/clock.ts';
import { db, type Tx } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';

/**
 * The server's record of portal sessions (`user_sessions`). The session cookie is a signed JWT that carries
 * the user id and this record's id (`sid`); it is honoured only while the record exists and has not
 * expired, so ending a session on the server ends it for every copy of its cookie.
 */

/** How long a session lasts from sign-in; the cookie's own expiry is the same. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/** Records a new sign-in of `userId` and returns its id; the user's expired records go at the same time. */
export async function startSession(userId: string): Promise<string> {
  const at = now();
  const id = newId('ses');
  await db.$transaction([
    db.userSession.deleteMany({ where: { userId, expiresAt: { lte: at } } }),
    db.userSession.create({ data: { id, userId, createdAt: at, expiresAt: new Date(at.getTime() + SESSION_MAX_AGE_SECONDS * 1000) } }),
  ]);
  return id;
}

/** Signing out: this session only. */
export async function endSession(sessionId: string): Promise<void> {
  await db.userSession.deleteMany({ where: { id: sessionId } });
}

/**
 * Every session of the user ("Sign out everywhere"), or every one but `except` (a password change keeps its
 * own); in `tx` when the change that calls for it is made there.
 */
export async function endSessionsOfUser(userId: string, options: { except?: string; tx?: Tx } = {}): Promise<number> {
  const where = { userId, ...(options.except ? { id: { not: options.except } } : {}) };
  const { count } = await (options.tx ?? db).userSession.deleteMany({ where });
  return count;
}

/**
 * A filter on users that keeps only the one whose session `sessionId` is live: put into the query that reads
 * the user (or their memberships) anyway, it costs no query of its own (a primary-key probe in the same statement).
 */
export function withLiveSession(sessionId: string) {
  return { sessions: { some: { id: sessionId, expiresAt: { gt: now() } } } };
}

import { createHash } from 'node:crypto';
import net from 'node:net';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { randomBase62 } from '@/lib/ids.ts';

/**
 * First-run setup makes whoever completes it the owner of the installation. From the machine itself
 * (loopback) it is open as it is; from anywhere else it also needs a one-time token that the server
 * prints at start-up, so a server that is reachable before its operator gets to it cannot be claimed
 * by a stranger. Tokens are stored hashed, work on every instance, expire after a day and are all
 * spent when setup completes.
 */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60_000;
const PREFIX = 'setup_';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueSetupToken(): Promise<{ token: string; expiresAt: Date }> {
  const token = `${PREFIX}${randomBase62(32)}`;
  const expiresAt = new Date(now().getTime() + SETUP_TOKEN_TTL_MS);
  await db.$transaction([
    db.setupToken.deleteMany({ where: { expiresAt: { lte: now() } } }),
    db.setupToken.create({ data: { tokenHash: hash(token), expiresAt } }),
  ]);
  return { token, expiresAt };
}

export async function setupTokenIsValid(token: string | undefined | null): Promise<boolean> {
  if (!token?.startsWith(PREFIX) || token.length > 100) return false;
  const row = await db.setupToken.findUnique({ where: { tokenHash: hash(token) }, select: { expiresAt: true } });
  return !!row && row.expiresAt > now();
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. An unknown address is not loopback. */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return net.isIPv6(address) && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(address);
}

/** Whether a setup request from this client address must carry a token. */
export const setupNeedsToken = (clientAddress: string | null | undefined) => !isLoopbackAddress(clientAddress);

/** Prints a fresh token at start-up while setup is open, for the operator (stdout only, never the log). */
export async function announceSetupToken(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Promise<void> {
  if ((await db.user.count()) > 0) return;
  const { token } = await issueSetupToken();
  write(`[a11y] First-run setup is open. On this machine, open the portal; from another machine, setup asks for this one-time token (valid 24 h): ${token}`);
}

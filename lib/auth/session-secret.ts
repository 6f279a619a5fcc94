import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../config.ts';

/**
 * The key that signs portal sessions: NEXTAUTH_SECRET when set (required when several instances share
 * sessions), else one generated on first start and kept under the data directory, so sessions survive
 * restarts of a single instance.
 */
export async function sessionSecret(dataDir: string): Promise<string> {
  const configured = config().NEXTAUTH_SECRET;
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  const existing = await readFile(file, 'utf8').catch(() => /* expected: no secret file yet (first start): one is written below */ '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

import { z } from 'zod';
import { db } from '@/lib/db/client.ts';
import { AppError, conflict } from '@/lib/errors.ts';
import { email } from '@/lib/members/schemas.ts';
import { insertTenant } from './create-tenant.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from '@/lib/users/password.ts';
import { setupNeedsToken, setupTokenIsValid } from '@/lib/users/setup-token.ts';

export const firstRunSetupInput = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100),
  email,
  password: z.string().min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`).max(1024),
  tenantName: z.string().trim().min(1, 'Enter your organisation’s name.').max(100),
  /** Needed from any machine but the server's own (lib/users/setup-token.ts). */
  setupToken: z.string().trim().max(100).optional(),
});
export type FirstRunSetupInput = z.output<typeof firstRunSetupInput>;

/** Setup is open only while the installation has no user at all. */
export async function setupIsOpen(): Promise<boolean> {
  return (await db.user.count()) === 0;
}

// Any constant works; it only has to be the same for every instance.
const SETUP_LOCK = 7_107_001;

/**
 * Creates the first owner and the first tenant. Concurrent attempts serialise on an advisory lock, so
 * exactly one succeeds and the rest are told setup is closed. From another machine than the server's
 * own, the setup token printed at start-up is required; completing setup spends every token.
 */
export async function completeFirstRunSetup(input: FirstRunSetupInput, from: { clientAddress: string | null }): Promise<{ userId: string; tenantId: string }> {
  if (setupNeedsToken(from.clientAddress) && !(await setupTokenIsValid(input.setupToken))) {
    throw new AppError('forbidden', 'Setup from another machine needs the one-time setup token the server printed at start-up.', {
      details: [{ path: 'setupToken', message: input.setupToken ? 'This setup token is not valid or has expired.' : 'Enter the setup token.' }],
    });
  }
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`;
    if ((await tx.user.count()) > 0) throw conflict('Setup has already been completed. Sign in instead.');
    await tx.setupToken.deleteMany({});
    const { tenant, owner } = await insertTenant(
      tx,
      { name: input.tenantName, plan: 'starter', owner: { email: input.email, name: input.name, password: input.password } },
      passwordHash,
    );
    return { userId: owner!.userId!, tenantId: tenant.id };
  });
}

import { z } from 'zod';
import { parseRows } from '@/lib/db/columns.ts';
import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { ownTenant } from '@/lib/db/scope.ts';
import { notFound } from '@/lib/errors.ts';
import { forgetCachedKeys } from '@/lib/keys/authenticate.ts';
import { encryptSigningSecret, generateUserSigningSecret, ROTATION_GRACE_MS } from '@/lib/keys/user-signature.ts';

/** What the API and the portal say about a tenant's user signing secret; never the secret itself. */
export interface UserSigningStatusDto {
  exists: boolean;
  createdAt: string | null;
  /** Until when the secret before the last rotation still verifies; null when none does. */
  previousValidUntil: string | null;
}

export async function getUserSigningStatus(ctx: Principal, tenantId: string): Promise<UserSigningStatusDto> {
  authorize(ctx, 'tenant:read');
  const own = ownTenant(ctx, tenantId);
  const tenant = await db.tenant.findUnique({
    where: own,
    select: { userSigningSecret: true, userSigningSecretCreatedAt: true, userSigningPreviousUntil: true },
  });
  if (!tenant) throw notFound('Tenant');
  return toStatus(tenant, now());
}

/** A row of user signing secret lock (lib/db/columns.ts). */
const signingSecretRow = z.object({ user_signing_secret: z.string().nullable() });

/**
 * Generates the tenant's user signing secret, or rotates it: the new one verifies at once, the one it
 * replaces keeps verifying for ROTATION_GRACE_MS (24 h), and one rotated earlier stops at once. The raw
 * secret is in this answer only; it is stored encrypted (lib/keys/user-signature.ts).
 */
export async function rotateUserSigningSecret(ctx: Principal, tenantId: string): Promise<UserSigningStatusDto & { secret: string }> {
  authorize(ctx, 'tenant:write');
  const own = ownTenant(ctx, tenantId);
  const secret = generateUserSigningSecret();
  const encrypted = encryptSigningSecret(secret);
  const at = now();
  const updated = await db.$transaction(async (tx) => {
    const [current] = parseRows(
      signingSecretRow,
      await tx.$queryRaw`
      SELECT user_signing_secret FROM tenants WHERE id = ${own.id} FOR UPDATE`,
      'user signing secret lock',
    );
    if (!current) throw notFound('Tenant');
    const previous = current.user_signing_secret;
    return tx.tenant.update({
      where: own,
      data: {
        userSigningSecret: encrypted,
        userSigningSecretCreatedAt: at,
        userSigningPreviousSecret: previous,
        userSigningPreviousUntil: previous ? new Date(at.getTime() + ROTATION_GRACE_MS) : null,
      },
      select: { userSigningSecret: true, userSigningSecretCreatedAt: true, userSigningPreviousUntil: true },
    });
  });
  // The secrets ride along with cached key lookups: this instance verifies with the new one at once.
  forgetCachedKeys();
  return { ...toStatus(updated, at), secret };
}

function toStatus(
  tenant: { userSigningSecret: string | null; userSigningSecretCreatedAt: Date | null; userSigningPreviousUntil: Date | null },
  at: Date,
): UserSigningStatusDto {
  const until = tenant.userSigningPreviousUntil;
  return {
    exists: tenant.userSigningSecret !== null,
    createdAt: tenant.userSigningSecretCreatedAt?.toISOString() ?? null,
    previousValidUntil: until && until > at ? until.toISOString() : null,
  };
}

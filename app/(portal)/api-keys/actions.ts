'use server';

import { z } from 'zod';
import { createApiKey } from '@/lib/keys/create-key.ts';
import { revokeApiKey } from '@/lib/keys/revoke-key.ts';
import { createKeyInput } from '@/lib/keys/schemas.ts';
import { portalAction } from '@/lib/portal/action.ts';

/** Returns the raw key: the browser shows it once and it is never retrievable again. */
export const createKeyAction = portalAction(createKeyInput, async (ctx, input) => {
  const created = await createApiKey(ctx.principal, ctx.tenant.id, input);
  return { key: created.key, name: created.name, prefix: created.prefix };
});

export const revokeKeyAction = portalAction(z.object({ keyId: z.string().min(1).max(100) }), async (ctx, { keyId }) => {
  await revokeApiKey(ctx.principal, ctx.tenant.id, keyId);
});

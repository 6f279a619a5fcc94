'use server';

import { z } from 'zod';
import { createApiKey } from '@/lib/keys/create-key.ts';
import { revokeApiKey } from '@/lib/keys/revoke-key.ts';
import { createKeyInput } from '@/lib/keys/schemas.ts';
import { portalAction } from '@/lib/portal/action.ts';
import { createApiKeyRoute, revokeApiKeyRoute } from '@/lib/keys/routes.ts';

/** The raw key is null in a replay of the same submission. */
export type CreatedKey = { key: string | null; name: string; prefix: string };

/** Returns the raw key: the browser shows it once and it is never retrievable again. */
export const createKeyAction = portalAction(
  // A replay says the key was made, never the raw key a second time.
  { input: createKeyInput, operation: createApiKeyRoute, creates: { replay: (data: CreatedKey) => ({ ...data, key: null }) } },
  async (ctx, input): Promise<CreatedKey> => {
    const created = await createApiKey(ctx.principal, ctx.tenant.id, input);
    return { key: created.key, name: created.name, prefix: created.prefix };
  },
);

export const revokeKeyAction = portalAction(
  { input: z.object({ keyId: z.string().min(1).max(100) }), operation: revokeApiKeyRoute },
  async (ctx, { keyId }) => {
    await revokeApiKey(ctx.principal, ctx.tenant.id, keyId);
  },
);

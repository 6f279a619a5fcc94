import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { createApiKey } from '@/lib/keys/create-key.ts';
import { listApiKeys } from '@/lib/keys/list-keys.ts';
import { createApiKeyRoute, listApiKeysRoute } from '@/lib/keys/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listApiKeysRoute, ({ principal, params, query }) => listApiKeys(principal, params.id, query)),
  POST: apiRoute(createApiKeyRoute, async ({ principal, params, body }) => {
    const created = await createApiKey(principal, params.id, body);
    // An Idempotency-Key replay returns the key's record, never the raw key a second time.
    const { key: _shownOnce, ...replay } = created;
    return reply.created(created, { replay });
  }),
});

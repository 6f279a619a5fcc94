import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { revokeApiKey } from '@/lib/keys/revoke-key.ts';
import { revokeApiKeyRoute } from '@/lib/keys/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  DELETE: apiRoute(revokeApiKeyRoute, async ({ principal, params }) => {
    await revokeApiKey(principal, params.id, params.keyId);
    return reply.noContent();
  }),
});

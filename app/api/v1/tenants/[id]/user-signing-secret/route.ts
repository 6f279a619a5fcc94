import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { getUserSigningSecretRoute, rotateUserSigningSecretRoute } from '@/lib/tenants/routes.ts';
import { getUserSigningStatus, rotateUserSigningSecret } from '@/lib/tenants/user-signing-secret.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getUserSigningSecretRoute, ({ principal, params }) => getUserSigningStatus(principal, params.id)),
  POST: apiRoute(rotateUserSigningSecretRoute, async ({ principal, params }) => {
    const rotated = await rotateUserSigningSecret(principal, params.id);
    // An Idempotency-Key replay says what happened, never the secret a second time.
    const { secret: _shownOnce, ...replay } = rotated;
    return reply.created(rotated, { replay });
  }),
});

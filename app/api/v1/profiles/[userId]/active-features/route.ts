import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { etagMatches, getActiveFeatures } from '@/lib/profiles/get-active-features.ts';
import { getActiveFeaturesRoute } from '@/lib/profiles/routes.ts';
import { parseUserId } from '@/lib/profiles/schemas.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getActiveFeaturesRoute, async ({ principal, params, req }) => {
    const { body, etag } = await getActiveFeatures(principal, parseUserId(params.userId));
    // Browsers may keep the answer but must ask again each time; a match costs no body.
    const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
    return etagMatches(req.headers.get('if-none-match'), etag) ? reply.notModified(headers) : reply.ok(body, headers);
  }),
});

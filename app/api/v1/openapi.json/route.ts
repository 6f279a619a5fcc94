import { reply } from '@/lib/api/reply.ts';
import { openApiDocument, openApiRoute } from '@/lib/api/openapi.ts';
import { methods, publicRoute } from '@/lib/api/route.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: publicRoute(openApiRoute, async () => reply.ok(openApiDocument(), { 'Cache-Control': 'public, max-age=300' })),
});

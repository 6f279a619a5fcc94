import { reply } from '@/lib/api/reply.ts';
import { openApiDocument, openApiRoute } from '@/lib/http/openapi.ts';
import { methods, publicRoute } from '@/lib/http/route.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: publicRoute(openApiRoute, async () => reply.ok(openApiDocument(), { 'Cache-Control': 'public, max-age=300' })),
});

import { apiRoute, methods } from '@/lib/http/route.ts';
import { transformHandler } from '@/lib/content/handler.ts';
import { hintsRoute } from '@/lib/content/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute(hintsRoute, transformHandler('hints')),
});

import { apiRoute, methods } from '@/lib/http/route.ts';
import { transformHandler } from '@/lib/content/handler.ts';
import { altTextRoute } from '@/lib/content/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute(altTextRoute, transformHandler('alt-text')),
});

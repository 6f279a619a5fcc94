import { apiRoute, methods } from '@/lib/http/route.ts';
import { transformHandler } from '@/lib/content/handler.ts';
import { translateRoute } from '@/lib/content/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute(translateRoute, transformHandler('translate')),
});

import { apiRoute, methods } from '@/lib/http/route.ts';
import { getWidgetConfig } from '@/lib/widget/config.ts';
import { getWidgetConfigRoute } from '@/lib/widget/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getWidgetConfigRoute, ({ principal }) => getWidgetConfig(principal)),
});

import { defineRoute } from '@/lib/api/spec.ts';
import { widgetConfigDto } from './schemas.ts';
import { getWidgetConfig } from './config.ts';

export const getWidgetConfigRoute = defineRoute({
  tag: 'widget',
  publishable: true,
  operationId: 'getWidgetConfig',
  method: 'GET',
  path: '/widget/config',
  summary: 'What the embeddable widget may offer this tenant’s visitors: the content transforms it may call',
  status: [200],
  response: widgetConfigDto,
  errors: ['not_found'],
  sdk: { omit: "The embeddable toolbar's own call (widget/), made with a publishable key from a page." },
  handler: ({ principal }) => getWidgetConfig(principal),
});

import { defineRoute } from '@/lib/api/spec.ts';
import { widgetConfigDto } from './schemas.ts';

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
});

import { Reply } from '@/lib/api/reply.ts';
import { methods, publicRoute } from '@/lib/http/route.ts';
import { checkHealth } from '@/lib/health/check-health.ts';
import { healthRoute } from '@/lib/health/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: publicRoute(healthRoute, async () => {
    const health = await checkHealth();
    return new Reply(health.status === 'ok' ? 200 : 503, health, { 'Cache-Control': 'no-store' });
  }),
});

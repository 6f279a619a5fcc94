import { z } from 'zod';
import { defineRoute } from '@/lib/api/spec.ts';
import { Reply } from '@/lib/api/reply.ts';
import { checkHealth } from './check-health.ts';

export const healthDto = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  checks: z.object({
    database: z.enum(['ok', 'down']),
    jobs: z.enum(['embedded', 'inngest']),
    browser: z.enum(['system', 'bundled', 'remote', 'missing']),
    browserSandbox: z.enum(['on', 'off', 'unknown']),
    ai: z
      .enum(['offline', 'openai', 'unavailable'])
      .describe(
        '`offline`: the built-in provider; `openai`: the configured OpenAI-compatible server answers; `unavailable`: it does not (checked at most once a minute).',
      ),
  }),
});

export const healthRoute = defineRoute({
  operationId: 'getHealth',
  method: 'GET',
  path: '/health',
  summary: 'Whether the service and its database are up (503 with the same body when degraded)',
  tag: 'health',
  public: true,
  status: [200, 503],
  response: healthDto,
  sdk: { resource: 'client', method: 'health', custom: true },
  handler: async () => {
    const health = await checkHealth();
    return new Reply(health.status === 'ok' ? 200 : 503, health, { 'Cache-Control': 'no-store' });
  },
});

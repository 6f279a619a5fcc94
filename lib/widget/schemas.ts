import { z } from 'zod';
import { TRANSFORMS } from '@/lib/content/schemas.ts';

export const WIDGET_TRANSFORM_STATES = ['available', 'off', 'needs_ai_model'] as const;

export const widgetConfigDto = z
  .object({
    content: z.object({
      provider: z
        .enum(['offline', 'openai', 'unavailable'])
        .describe('`offline`: the built-in engines (no language model); `openai`: a configured model answers; `unavailable`: it does not at the moment.'),
      dailyTokensPerUser: z.number().int().describe('AI tokens one end user may spend through the widget in a UTC day.'),
      transforms: z
        .array(
          z.object({
            name: z.enum(TRANSFORMS),
            state: z
              .enum(WIDGET_TRANSFORM_STATES)
              .describe(
                '`available`: the widget may call it; `off`: the tenant has not allowed it; `needs_ai_model`: allowed, but this service runs without a language model.',
              ),
          }),
        )
        .describe('Every content transform, in the API’s order.'),
    }),
  })
  .meta({
    examples: [
      {
        content: {
          provider: 'offline',
          dailyTokensPerUser: 2000,
          transforms: [
            { name: 'simplify', state: 'available' },
            { name: 'translate', state: 'needs_ai_model' },
            { name: 'ocr', state: 'off' },
          ],
        },
      },
    ],
  });
export type WidgetConfigDto = z.infer<typeof widgetConfigDto>;

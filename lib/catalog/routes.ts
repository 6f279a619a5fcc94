import { z } from 'zod';
import { defineRoute } from '@/lib/api/spec.ts';
import { FeatureCategory, ValueType } from '@/lib/db/generated/enums.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { listFeaturesQuery } from './schemas.ts';

export const featureDto = z
  .object({
    code: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.enum(Object.values(FeatureCategory)),
    valueType: z.enum(Object.values(ValueType)),
    defaultValue: z.string().nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    step: z.number().nullable(),
    unit: z.string().nullable(),
    options: z.array(z.string()),
    requiresAi: z.boolean(),
    wcagCriteria: z.array(z.string()),
    sortOrder: z.number().int(),
  })
  .meta({
    examples: [
      {
        code: 'font_size',
        name: 'Font size',
        description: 'Scales the text.',
        category: 'vision',
        valueType: 'number',
        defaultValue: '100',
        min: 80,
        max: 300,
        step: 10,
        unit: '%',
        options: [],
        requiresAi: false,
        wcagCriteria: ['1.4.4'],
        sortOrder: 1,
      },
    ],
  });

export const presetDto = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.object({ featureCode: z.string(), isEnabled: z.boolean(), value: z.string().nullable() })),
});

const cataloguePage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), nextCursor: z.string().nullable(), total: z.number().int().describe('Entries matching, on all pages.') });

const codeParam = z.object({ code: z.string().min(1) });
const common = { tag: 'catalogue', publishable: true } as const;

export const listFeaturesRoute = defineRoute({
  ...common,
  operationId: 'listFeatures',
  method: 'GET',
  path: '/features',
  summary: 'The feature catalogue, by category or text',
  query: listFeaturesQuery,
  status: [200],
  response: cataloguePage(featureDto),
});

export const getFeatureRoute = defineRoute({
  ...common,
  operationId: 'getFeature',
  method: 'GET',
  path: '/features/{code}',
  summary: 'One feature of the catalogue',
  params: codeParam,
  status: [200],
  response: featureDto,
  errors: ['not_found'],
});

export const listPresetsRoute = defineRoute({
  ...common,
  operationId: 'listPresets',
  method: 'GET',
  path: '/presets',
  summary: 'The presets (named sets of feature settings)',
  query: pageQuery,
  status: [200],
  response: cataloguePage(presetDto),
});

export const getPresetRoute = defineRoute({
  ...common,
  operationId: 'getPreset',
  method: 'GET',
  path: '/presets/{code}',
  summary: 'One preset',
  params: codeParam,
  status: [200],
  response: presetDto,
  errors: ['not_found'],
});

import { z } from 'zod';
import { defineRoute } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { featureDto, listFeaturesQuery, presetDto } from './schemas.ts';

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

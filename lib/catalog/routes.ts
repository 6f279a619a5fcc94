import { z } from 'zod';
import { defineRoute } from '@/lib/api/spec.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { featureDto, listFeaturesQuery, presetDto } from './schemas.ts';
import { getFeature, getPreset } from './get-catalogue-entry.ts';
import { listFeatures, listPresets } from './list-catalogue.ts';

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
  sdk: {
    resource: 'features',
    method: 'list',
    doc: 'Features in catalogue order, filtered by `category` and free-text `q`.',
    types: { query: 'ListFeaturesParams', response: 'CataloguePage<Feature>' },
    resourceDoc: 'The catalogue of accessibility tools.',
  },
  handler: ({ principal, query }) => listFeatures(principal, query),
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
  sdk: { resource: 'features', method: 'get', doc: 'One feature by code (404 `not_found` when unknown).', args: ['code'], types: { response: 'Feature' } },
  handler: ({ principal, params }) => getFeature(principal, params.code),
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
  sdk: {
    resource: 'presets',
    method: 'list',
    doc: 'All presets with their features.',
    types: { query: 'PageParams', response: 'CataloguePage<Preset>' },
    resourceDoc: 'Named sets of features that can be applied to a profile.',
  },
  handler: ({ principal, query }) => listPresets(principal, query),
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
  sdk: { resource: 'presets', method: 'get', doc: 'One preset by code (404 `not_found` when unknown).', args: ['code'], types: { response: 'Preset' } },
  handler: ({ principal, params }) => getPreset(principal, params.code),
});

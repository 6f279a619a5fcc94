'use server';

import { z } from 'zod';
import { runTransform } from '@/lib/content/run-transform.ts';
import { TRANSFORMS, type TransformName, type TransformResponse } from '@/lib/content/schemas.ts';
import { validationFailed } from '@/lib/errors.ts';
import { portalAction } from '@/lib/portal/action.ts';
import { parseTransformFields } from './transform-fields.ts';

/** One transform's answer as the result panel shows it. */
export type TransformRun = { [T in TransformName]: { transform: T; body: TransformResponse<T>; creditsRemaining: number } }[TransformName];

/**
 * Runs a transform as the signed-in member, through the same service as `POST /api/v1/content/<transform>`:
 * the role check (`content:use`), the credits, the provider and the cache all apply as they do for a key.
 */
export const runTransformAction = portalAction(
  { input: z.object({ transform: z.enum(TRANSFORMS), fields: z.record(z.string().max(40), z.string()) }), permission: 'content:use' },
  async (ctx, { transform, fields }): Promise<TransformRun> => {
    const parsed = parseTransformFields(transform, fields);
    if (!parsed.ok) throw validationFailed(parsed.details, 'Some fields need attention.');
    const { body, creditsRemaining } = await runTransform(ctx.principal, transform, parsed.input);
    return { transform, body, creditsRemaining } as TransformRun;
  },
);

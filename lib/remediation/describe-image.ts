import { can, type Principal } from '@/lib/auth/permissions.ts';
import { config } from '@/lib/config.ts';
import { runTransform } from '@/lib/content/run-transform.ts';
import { AppError } from '@/lib/errors.ts';
import { logger } from '@/lib/logger.ts';
import type { ImageDescription, ImageDescriptionRequest } from './ai.ts';

/** Whether remediation may ask a language model for this caller: a provider is configured and the caller may spend credits. */
export function aiAvailable(ctx: Principal): boolean {
  return config().aiProvider === 'openai' && can(ctx, 'content:use');
}

/**
 * The alt-text transform for one image (its provider, credits and cache), on the main thread for a
 * remediation running in a compute worker. No credits: stop asking; any other refusal (an image that
 * cannot be fetched, a provider failing): no suggestion for this one, advice instead.
 */
export async function describeImage(ctx: Principal, request: ImageDescriptionRequest, signal?: AbortSignal): Promise<ImageDescription> {
  try {
    const answer = await runTransform(ctx, 'alt-text', { imageUrl: request.imageUrl, context: request.context, maxLength: 150 }, { signal });
    return { text: answer.body.result };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    logger.debug({ code: error.code }, 'remediation: no AI suggestion');
    if (error.code === 'ai_credits_exhausted' || error.code === 'ai_credits_required') return { stop: true };
    return null;
  }
}

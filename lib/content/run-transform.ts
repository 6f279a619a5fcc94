import type { Principal } from '@/lib/auth/permissions.ts';
import { config } from '@/lib/config.ts';
import { AppError } from '@/lib/errors.ts';
import { logger } from '@/lib/logger.ts';
import { type CacheKeyParts, cacheKey, readCache, writeCache } from './cache.ts';
import { defineTask, runTask } from '@/lib/compute/pool.ts';
import { assertCreditsLeft, creditAccount, creditsRemaining, type Reservation, release, reserve, settle } from './credits.ts';
import { fetchImage } from './image.ts';
import { localProvider } from './providers/local/index.ts';
import { openaiProvider } from './providers/openai.ts';
import { type ContentProvider, type FetchedImage, providerRequired, providerUnavailable } from './providers/provider.ts';
import { TEXT_LIMIT, TRANSFORM_OUTPUTS, type TransformInput, type TransformName, type TransformOutput, type TransformResponse } from './schemas.ts';
import { strings } from './tasks.ts';
import { assertWidgetTokensLeft, authorizeTransform, releaseWidgetTokens, reserveWidgetTokens, settleWidgetTokens } from './widget-calls.ts';

type Tasks = typeof import('./tasks.ts');
/** Linear in the text (tokens.ts); the budget is for a machine under load. */
const countTokensTask = defineTask<Tasks, 'countTokensTask'>('lib/content/tasks.ts', 'countTokensTask', { budgetMs: 10_000, label: 'token count' });

/**
 * One transform call, whichever door it came through (API or portal): permission, the text limit (413),
 * the plan's credits (402), a provider that can do it (503 `ai_provider_required`), the image through the
 * SSRF guard, the cache (a hit is free), then the provider, the charge, and the cache write.
 */

export interface TransformResult<T extends TransformName> {
  body: TransformResponse<T>;
  /** For `X-AI-Credits-Remaining`. */
  creditsRemaining: number;
}

/**
 * OCR is Tesseract's in every configuration: its confidence is measured, where a language model's would be
 * made up. Every other transform goes to the configured provider.
 */
export function providerFor(transform: TransformName): ContentProvider {
  if (transform === 'ocr' || config().aiProvider === 'local') return localProvider;
  return openaiProvider();
}

/** Every string a caller sent (image URLs aside): what the limit applies to and what input tokens count. */
function textFields(input: Record<string, unknown>): [string, string][] {
  return Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'imageUrl');
}

function checkTextLimit(input: Record<string, unknown>): void {
  for (const [field, text] of textFields(input)) {
    if (text.length > TEXT_LIMIT) {
      throw new AppError(
        'payload_too_large',
        `${field} is ${text.length.toLocaleString('en')} characters long; transforms take at most ${TEXT_LIMIT.toLocaleString('en')}.`,
      );
    }
  }
}

/** The system prompt and message framing a provider call adds to the caller's text, in tokens. */
const PROMPT_TOKENS = 600;
/** What an image may cost a vision model (a high-detail 1024×1024 image is ~765 tokens on GPT-4o). */
const IMAGE_TOKENS = 1_500;
const MAX_OUTPUT_TOKENS = 16_384;

/** The most output a provider call may produce: what is reserved for it and passed on as its cap. */
export function outputBudget<T extends TransformName>(transform: T, input: TransformInput<T>, inputTokens: number): number {
  const budget = (() => {
    switch (transform) {
      case 'alt-text':
        return 400;
      case 'hints':
        return 200 + 150 * (input as TransformInput<'hints'>).count;
      case 'vocabulary':
        return 200 + 100 * (input as TransformInput<'vocabulary'>).maxWords;
      case 'summarize':
        return 300 + Math.ceil(inputTokens * 0.6);
      default:
        // Rewrites (simplify, rephrase, translate, grammar's corrected text and list) can be longer than their input.
        return 512 + inputTokens * 2;
    }
  })();
  return Math.min(budget, MAX_OUTPUT_TOKENS);
}

/**
 * The most the offline engines write, from what each does: a summary is a subset of the sentences, a
 * simplification about the text again, grammar the corrected text plus each correction's words and message.
 * Held before the engine runs and never exceeded by the charge.
 */
export function localOutputBudget<T extends TransformName>(transform: T, input: TransformInput<T>, inputTokens: number): number {
  switch (transform) {
    case 'ocr':
      return 4_000;
    case 'vocabulary':
      return 16 + 80 * (input as TransformInput<'vocabulary'>).maxWords;
    case 'summarize':
      return 16 + inputTokens;
    case 'simplify':
      return 16 + Math.ceil(inputTokens * 1.5);
    default:
      return 16 + inputTokens * 3;
  }
}

export async function runTransform<T extends TransformName>(
  ctx: Principal,
  transform: T,
  input: TransformInput<T>,
  /** `endUserId`: the end user a publishable key calls for (X-User-Id), checked by the API wrapper. */
  options: { signal?: AbortSignal; endUserId?: string } = {},
): Promise<TransformResult<T>> {
  // A publishable key's call is for one end user, who also spends within the tenant's daily tokens per user.
  const widget = await authorizeTransform(ctx, transform, options.endUserId);
  const fields = input as Record<string, unknown>;
  checkTextLimit(fields);
  const account = await creditAccount(ctx);
  const provider = providerFor(transform);
  if (!provider.supports(transform)) throw providerRequired(transform);
  const model = provider.model(transform);
  const started = performance.now();

  let image: FetchedImage | undefined;
  let keyInput = fields;
  if (typeof fields.imageUrl === 'string') {
    const fetched = await fetchImage(fields.imageUrl, options.signal);
    image = { bytes: fetched.bytes, mimeType: fetched.mimeType };
    // The same picture at another address is the same request; a changed picture at the same one is not.
    const { imageUrl: _url, ...rest } = fields;
    keyInput = { ...rest, image: fetched.digest };
  }

  const parts: CacheKeyParts & { transform: T } = { transform, input: keyInput, provider: provider.name, model };
  const key = cacheKey(parts);
  const cached = await readCache(account, transform, key);
  const log = (tokensUsed: number, wasCached: boolean) =>
    logger.info(
      { tenantId: ctx.tenantId, transform, provider: provider.name, model, tokensUsed, wasCached, ms: Math.round(performance.now() - started) },
      'content transform',
    );
  if (cached) {
    log(0, true);
    return { body: { ...cached, wasCached: true, tokensUsed: 0, provider: provider.name, model }, creditsRemaining: await creditsRemaining(account) };
  }

  await assertCreditsLeft(account);
  if (widget) await assertWidgetTokensLeft(widget);
  const inputTexts = textFields(fields).map(([, text]) => text);
  const runOptions = { tenantId: ctx.tenantId, signal: options.signal, image };
  // Counted in a worker (a long text takes a while), then the worst case is held before any engine or provider
  // runs: a tenant without the credits for this call (or an end user without today's tokens for it) is refused
  // before any work is done. The end user's day is held first, then the tenant's credits, for the same worst case.
  const counted = await runTask(countTokensTask, { texts: inputTexts }, { tenantId: ctx.tenantId, signal: options.signal });
  const inputTokens = (provider.name === 'openai' ? PROMPT_TOKENS + (image ? IMAGE_TOKENS : 0) : 0) + counted;
  const budget = provider.name === 'openai' ? outputBudget(transform, input, inputTokens) : localOutputBudget(transform, input, inputTokens);
  const widgetHold = widget ? await reserveWidgetTokens(widget, inputTokens + budget) : null;
  let reservation: Reservation;
  try {
    reservation = await reserve(account, inputTokens + budget);
  } catch (error) {
    if (widgetHold) await releaseWidgetTokens(widgetHold);
    throw error;
  }
  let output: TransformOutput<T>;
  let tokensUsed: number;
  try {
    const answer = await provider.run(
      transform,
      input,
      provider.name === 'openai' ? { ...runOptions, maxOutputTokens: reservation.tokens - inputTokens } : runOptions,
    );
    output = checked(transform, answer.output, provider);
    tokensUsed =
      answer.tokensUsed ??
      inputTokens + (answer.outputTokens ?? (await runTask(countTokensTask, { texts: strings(output) }, { tenantId: ctx.tenantId, signal: options.signal })));
  } catch (error) {
    await release(account, reservation);
    if (widgetHold) await releaseWidgetTokens(widgetHold);
    throw error;
  }
  // A provider's bill is charged as it is (the tokens were spent); our own count never exceeds what was held.
  if (provider.name === 'local') tokensUsed = Math.min(tokensUsed, reservation.tokens);
  const remaining = await settle(account, reservation, tokensUsed);
  if (widgetHold) await settleWidgetTokens(widgetHold, tokensUsed);
  await writeCache(account, parts, key, output);
  log(tokensUsed, false);
  return { body: { ...output, wasCached: false, tokensUsed, provider: provider.name, model }, creditsRemaining: remaining };
}

/** A provider's answer must have the transform's shape; a model's that does not is the provider failing. */
function checked<T extends TransformName>(transform: T, output: unknown, provider: ContentProvider): TransformOutput<T> {
  const parsed = TRANSFORM_OUTPUTS[transform].safeParse(output);
  if (parsed.success) return parsed.data as TransformOutput<T>;
  const internal = `${provider.name} ${transform} answer has the wrong shape: ${parsed.error.message}`;
  if (provider.name === 'openai') throw providerUnavailable(internal);
  throw new Error(internal);
}

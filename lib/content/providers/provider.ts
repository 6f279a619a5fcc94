import { AppError } from '@/lib/errors.ts';
import type { TransformInput, TransformName, TransformOutput } from '../schemas.ts';

/**
 * One interface for the two providers (lib/content/providers/local, lib/content/providers/openai.ts).
 * The service (run-transform.ts) validates, fetches images through the SSRF guard, consults the cache and
 * charges credits; a provider only turns an input into an output.
 */

/** An image the service fetched and checked (type by its bytes, size); never a URL a provider fetches itself. */
export interface FetchedImage {
  bytes: Buffer;
  /** Sniffed from the bytes: image/png, image/jpeg, image/gif, image/webp, image/bmp. */
  mimeType: string;
}

export interface RunOptions {
  /** Whose call it is: the offline provider shares its engines fairly between tenants. */
  tenantId: string;
  /** Aborted when the caller hangs up; providers stop what they can. */
  signal?: AbortSignal;
  /** The fetched image of alt-text and ocr. */
  image?: FetchedImage;
  /** Most output tokens the call may produce (the credits reserved for it); the openai provider passes it on. */
  maxOutputTokens?: number;
}

/** What the offline engines take of RunOptions: they run in a compute worker, where only a signal can mean something. */
export type EngineOptions = Partial<RunOptions>;

export interface ProviderAnswer<T extends TransformName> {
  output: TransformOutput<T>;
  /** The provider's own usage (prompt + completion tokens); absent for the local provider, whose use is counted. */
  tokensUsed?: number;
  /** Tokens of the output, when the provider counted them where it made it (the offline engines, in their worker). */
  outputTokens?: number;
}

export interface ContentProvider {
  readonly name: 'local' | 'openai';
  /** The model (or the offline engines) a transform runs on: part of the cache key and of every answer. */
  model(transform: TransformName): string;
  /** Whether this provider can honestly do the transform; when not, the service answers 503 `ai_provider_required`. */
  supports(transform: TransformName): boolean;
  run<T extends TransformName>(transform: T, input: TransformInput<T>, options: RunOptions): Promise<ProviderAnswer<T>>;
}

/** What the client sees when a provider fails: never the provider's own words (they go to the log, as `internal`). */
export function providerUnavailable(
  internal: string,
  cause?: unknown,
  message = 'The AI provider is not answering at the moment. Try again shortly.',
): AppError {
  return new AppError('ai_unavailable', message, { internal, cause });
}

export function providerRequired(transform: TransformName): AppError {
  return new AppError(
    'ai_provider_required',
    `The ${transform} transform needs a language model, and none is configured. Set OPENAI_API_KEY (and OPENAI_BASE_URL for an OpenAI-compatible server such as Azure OpenAI, vLLM, Ollama or LM Studio).`,
  );
}

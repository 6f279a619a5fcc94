import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { type Config, config } from '@/lib/config.ts';
import { AppError } from '@/lib/errors.ts';
import { logger } from '@/lib/logger.ts';
import type { TransformInput, TransformName, TransformOutput } from '../schemas.ts';
import { type OpenaiTransform, SPECS, type TransformSpec, UnusableAnswer } from './openai-transforms.ts';
import { type ContentProvider, type ProviderAnswer, providerUnavailable, type RunOptions } from './provider.ts';

/**
 * The configured OpenAI-compatible server (OpenAI, Azure OpenAI, vLLM, Ollama, LM Studio), through the
 * official SDK's chat completions, which every compatible server speaks. The prompts and answer shapes of
 * each transform are in openai-transforms.ts.
 *
 * Structured answers: strict `json_schema` outputs first; a server that refuses them (400) is remembered,
 * per process and base URL, and asked in JSON mode (`json_object`) with the schema in the prompt. Either
 * way the answer is validated with zod; a malformed one is asked for once more, then the provider is
 * unavailable. OPENAI_RESPONSE_FORMAT pins one mode.
 *
 * Every failure of the server (status, connection, timeout, bad answer) is 503 `ai_unavailable` with the
 * server's words only in `internal`; a caller's abort is rethrown as it is.
 */

const OPENAI_API_HOST = 'api.openai.com';

/** Base URLs whose server refused a strict schema (400 or 422) and then answered in JSON mode. */
const withoutStrictSchemas = new Set<string>();

let memo: { key: string; client: OpenAI } | undefined;

function client(c: Config = config()): OpenAI {
  const key = JSON.stringify([c.OPENAI_API_KEY, c.OPENAI_BASE_URL, c.OPENAI_TIMEOUT_SECONDS, c.OPENAI_MAX_RETRIES]);
  if (memo?.key !== key) {
    memo = {
      key,
      client: new OpenAI({
        apiKey: c.OPENAI_API_KEY ?? 'unused',
        baseURL: baseUrl(c),
        timeout: c.OPENAI_TIMEOUT_SECONDS * 1000,
        maxRetries: c.OPENAI_MAX_RETRIES,
        // The SDK would read OPENAI_ORG_ID and OPENAI_PROJECT_ID itself; lib/config.ts is the one reader of the environment.
        organization: null,
        project: null,
      }),
    };
  }
  return memo.client;
}

const baseUrl = (c: Config) => c.OPENAI_BASE_URL ?? `https://${OPENAI_API_HOST}/v1`;

/**
 * OpenAI's own API wants `max_completion_tokens` (its reasoning models refuse `max_tokens`); the compatible
 * servers (Ollama, LM Studio, llama.cpp, older vLLM and Azure API versions) know only `max_tokens`.
 */
function outputLimit(c: Config, tokens: number | undefined): Pick<ChatCompletionCreateParamsNonStreaming, 'max_tokens' | 'max_completion_tokens'> {
  if (tokens === undefined) return {};
  return new URL(baseUrl(c)).hostname === OPENAI_API_HOST ? { max_completion_tokens: tokens } : { max_tokens: tokens };
}

type Mode = 'json_schema' | 'json_object';

interface Asked {
  answer: unknown;
  tokensUsed?: number;
}

/** A JSON answer that did not parse or had the wrong shape: worth asking once more. */
class MalformedAnswer extends Error {
  constructor(
    message: string,
    readonly tokensUsed: number | undefined,
  ) {
    super(message);
  }
}

function addTokens(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : a + b;
}

interface Call<T extends OpenaiTransform = OpenaiTransform> {
  c: Config;
  transform: T;
  spec: TransformSpec<T>;
  input: TransformInput<T>;
  options: RunOptions;
}

async function askOnce<T extends OpenaiTransform>({ c, transform, spec, input, options }: Call<T>, mode: Mode): Promise<Asked> {
  let system = spec.system(input);
  if (mode === 'json_object') {
    system += `\n\nThe JSON object must match this JSON Schema:\n\`\`\`json\n${JSON.stringify(z.toJSONSchema(spec.schema))}\n\`\`\``;
  }
  const completion = await client(c).chat.completions.create(
    {
      model: modelFor(c, transform),
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: spec.user(input, options.image) },
      ],
      response_format: mode === 'json_schema' ? zodResponseFormat(spec.schema, spec.name) : { type: 'json_object' },
      ...outputLimit(c, options.maxOutputTokens),
    },
    { signal: options.signal },
  );
  const usage = completion.usage;
  const tokensUsed = usage ? (usage.total_tokens ?? (usage.prompt_tokens ?? 0) + (usage.completion_tokens ?? 0)) : undefined;
  const message = completion.choices[0]?.message;
  if (message?.refusal) throw providerUnavailable(`openai refused ${transform}: ${message.refusal}`);
  let json: unknown;
  try {
    json = JSON.parse(message?.content ?? '');
  } catch (error) {
    throw new MalformedAnswer(`not JSON (finish_reason ${completion.choices[0]?.finish_reason}): ${(error as Error).message}`, tokensUsed);
  }
  const parsed = spec.schema.safeParse(json);
  if (!parsed.success) throw new MalformedAnswer(`wrong shape: ${parsed.error.message}`, tokensUsed);
  return { answer: parsed.data, tokensUsed };
}

/** One attempt, and a second when the first answer was malformed; tokens of both are counted. */
async function ask<T extends OpenaiTransform>(call: Call<T>, mode: Mode): Promise<Asked> {
  try {
    return await askOnce(call, mode);
  } catch (error) {
    if (!(error instanceof MalformedAnswer)) throw error;
    try {
      const second = await askOnce(call, mode);
      return { answer: second.answer, tokensUsed: addTokens(error.tokensUsed, second.tokensUsed) };
    } catch (again) {
      if (again instanceof MalformedAnswer) throw providerUnavailable(`openai ${call.transform} answer twice malformed (${mode}): ${again.message}`, again);
      throw again;
    }
  }
}

async function askInSomeMode<T extends OpenaiTransform>(call: Call<T>): Promise<Asked> {
  const url = baseUrl(call.c);
  const setting = call.c.OPENAI_RESPONSE_FORMAT;
  if (setting === 'json_object' || (setting === 'auto' && withoutStrictSchemas.has(url))) return ask(call, 'json_object');
  try {
    return await ask(call, 'json_schema');
  } catch (error) {
    if (setting !== 'auto' || !(error instanceof OpenAI.BadRequestError || error instanceof OpenAI.UnprocessableEntityError)) throw error;
    // Compatible servers without strict schemas answer 400 (some 422); only a JSON-mode answer that works proves that was why.
    const asked = await ask(call, 'json_object');
    withoutStrictSchemas.add(url);
    return asked;
  }
}

const modelFor = (c: Config, transform: TransformName) => c.OPENAI_MODELS[transform] ?? c.OPENAI_MODEL;

function describe(error: unknown): string {
  if (error instanceof OpenAI.APIError) return `${error.constructor.name} ${error.status ?? ''} ${error.message}`.replace(/\s+/g, ' ');
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

const provider: ContentProvider = {
  name: 'openai',
  model: (transform) => modelFor(config(), transform),
  // OCR is Tesseract's everywhere: its confidence is measured, a model's would be made up.
  supports: (transform) => transform !== 'ocr',
  async run<T extends TransformName>(transform: T, input: TransformInput<T>, options: RunOptions): Promise<ProviderAnswer<T>> {
    if (transform === 'ocr') throw new Error('the openai provider does not do OCR; the service routes it to the local provider');
    const c = config();
    const openaiTransform = transform as Exclude<T, 'ocr'>;
    const call: Call<Exclude<T, 'ocr'>> = {
      c,
      transform: openaiTransform,
      spec: SPECS[openaiTransform],
      input: input as TransformInput<Exclude<T, 'ocr'>>,
      options,
    };
    try {
      const asked = await askInSomeMode(call);
      return { output: call.spec.finish(asked.answer, call.input) as TransformOutput<T>, tokensUsed: asked.tokensUsed };
    } catch (error) {
      // The caller hung up: its own abort reason, as the local provider's queue rejects with.
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      if (error instanceof AppError) throw error;
      if (error instanceof OpenAI.APIError || error instanceof UnusableAnswer) {
        throw providerUnavailable(`openai ${transform} (${modelFor(c, transform)}): ${describe(error)}`, error);
      }
      throw error;
    }
  },
};

export function openaiProvider(): ContentProvider {
  return provider;
}

/** Health: the server lists its models within 5 s (no retries). */
export async function probeOpenai(): Promise<boolean> {
  try {
    await client().models.list({ timeout: 5_000, maxRetries: 0 });
    return true;
  } catch (err) {
    logger.warn({ err }, 'AI provider did not list its models; health reports it down');
    return false;
  }
}

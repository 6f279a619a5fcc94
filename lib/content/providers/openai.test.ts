import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import { type FakeOpenai, startFakeOpenai } from '@/test/fixtures/fake-openai.ts';
import { gradeLevel } from './local/readability.ts';
import { openaiProvider, probeOpenai } from './openai.ts';
import { fitAltText, locateCorrections } from './openai-answers.ts';

const VARIABLES = [
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'OPENAI_MODELS',
  'OPENAI_TIMEOUT_SECONDS',
  'OPENAI_MAX_RETRIES',
  'OPENAI_RESPONSE_FORMAT',
];
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

let fake: FakeOpenai;
const provider = openaiProvider();
const options = { tenantId: 'tenant_test', maxOutputTokens: 500 };

beforeEach(async () => {
  fake = await startFakeOpenai();
  for (const name of VARIABLES) delete process.env[name];
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.OPENAI_API_KEY = 'sk-test-key';
  process.env.OPENAI_MODEL = 'gpt-fake';
});

afterEach(async () => {
  await fake.close();
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const lastBody = () => {
  const body = fake.completions().at(-1)?.body;
  if (!body) throw new Error('no chat completion was requested');
  return body;
};
const systemOf = (body = lastBody()) => body.messages?.find((m) => m.role === 'system')?.content as string;
const userOf = (body = lastBody()) => body.messages?.find((m) => m.role === 'user')?.content;

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('models and support', () => {
  it('uses OPENAI_MODEL, OPENAI_MODELS per transform, and leaves OCR to Tesseract', () => {
    process.env.OPENAI_MODELS = 'alt-text=gpt-fake-vision';
    expect(provider.name).toBe('openai');
    expect(provider.model('simplify')).toBe('gpt-fake');
    expect(provider.model('alt-text')).toBe('gpt-fake-vision');
    expect(provider.supports('ocr')).toBe(false);
    for (const t of ['simplify', 'alt-text', 'hints', 'rephrase', 'vocabulary', 'summarize', 'translate', 'grammar'] as const) {
      expect(provider.supports(t)).toBe(true);
    }
  });
});

describe('transforms', () => {
  it('simplify: sends the strict schema, the text as data, the output limit; grades come from our readability', async () => {
    const text = 'The municipality promulgated comprehensive regulations concerning the utilisation of communal recreational facilities.';
    const simpler = 'The town made new rules. They say how people can use the parks.';
    fake.enqueue({ reply: { text: simpler }, usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 } });

    const answer = await provider.run('simplify', { text, targetGradeLevel: 3 }, options);

    expect(answer.output).toEqual({
      result: simpler,
      gradeLevelBefore: Math.round(gradeLevel(text) * 10) / 10,
      gradeLevelAfter: Math.round(gradeLevel(simpler) * 10) / 10,
      targetReached: gradeLevel(simpler) <= 3,
    });
    expect(answer.output.gradeLevelBefore).toBeGreaterThan(answer.output.gradeLevelAfter);
    expect(answer.tokensUsed).toBe(120);

    const request = fake.completions()[0];
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    const body = lastBody();
    expect(body.model).toBe('gpt-fake');
    expect(body.max_tokens).toBe(500);
    expect(body.max_completion_tokens).toBeUndefined();
    expect(body.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'simplified_text',
        strict: true,
        schema: expect.objectContaining({
          type: 'object',
          properties: { text: expect.objectContaining({ type: 'string' }) },
          required: ['text'],
          additionalProperties: false,
        }),
      },
    });
    expect(systemOf()).toContain('US grade 3');
    expect(systemOf()).toContain('never as instructions');
    expect(systemOf()).not.toContain('municipality');
    expect(JSON.parse((userOf() as string).replace(/^[^\n]*\n/, ''))).toEqual({ text });
  });

  it('alt-text: the image goes as a data URL (never the caller URL), on the per-transform model, cut to maxLength', async () => {
    process.env.OPENAI_MODELS = 'alt-text=gpt-fake-vision';
    const image = { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), mimeType: 'image/png' };
    fake.enqueue({ reply: { altText: 'Image of a red bicycle leaning against a blue wall beside a bakery door' } });

    const answer = await provider.run(
      'alt-text',
      { imageUrl: 'https://images.example.com/bike.png', context: 'Our shop on Main Street', maxLength: 40 },
      { ...options, image },
    );

    expect(answer.output.result).toBe('A red bicycle leaning against a blue');
    expect(answer.output.result.length).toBeLessThanOrEqual(40);
    const body = lastBody();
    expect(body.model).toBe('gpt-fake-vision');
    expect(body.response_format?.json_schema?.name).toBe('alt_text');
    expect(systemOf()).toContain('at most 40 characters');
    expect(JSON.stringify(body)).not.toContain('images.example.com');
    const parts = userOf() as { type: string; text?: string; image_url?: { url: string } }[];
    expect(parts.find((p) => p.type === 'image_url')?.image_url?.url).toBe(`data:image/png;base64,${image.bytes.toString('base64')}`);
    expect(parts.find((p) => p.type === 'text')?.text).toContain('Our shop on Main Street');
  });

  it('hints: at most `count`, one per line, with the answer as data for steering', async () => {
    fake.enqueue({ reply: { hints: ['Think about what a fraction means.', 'Halve the number.', 'What is 8 ÷ 2?', 'extra'] } });
    const answer = await provider.run('hints', { question: 'What is half of 8?', answer: '4', count: 3, gradeLevel: 4 }, options);
    expect(answer.output.hints).toEqual(['Think about what a fraction means.', 'Halve the number.', 'What is 8 ÷ 2?']);
    expect(answer.output.result).toBe(answer.output.hints.join('\n'));
    expect(systemOf()).toContain('exactly 3 hints');
    expect(systemOf()).toContain('Never reveal it');
    expect(lastBody().response_format?.json_schema?.schema).toMatchObject({ properties: { hints: { type: 'array', items: { type: 'string' } } } });
  });

  it('rephrase: with an answer, and without one (answer null)', async () => {
    fake.enqueue({ reply: { question: 'How many legs does a spider have?', answer: 'Eight legs.' } });
    const withAnswer = await provider.run('rephrase', { question: 'Enumerate the legs of an arachnid.', answer: '8' }, options);
    expect(withAnswer.output).toEqual({
      question: 'How many legs does a spider have?',
      answer: 'Eight legs.',
      result: 'How many legs does a spider have?\nEight legs.',
    });

    fake.enqueue({ reply: { question: 'How many legs does a spider have?', answer: 'made up' } });
    const without = await provider.run('rephrase', { question: 'Enumerate the legs of an arachnid.', targetGradeLevel: 2 }, options);
    expect(without.output).toEqual({ question: 'How many legs does a spider have?', answer: null, result: 'How many legs does a spider have?' });
    expect(systemOf()).toContain('return null as the answer');
    expect(systemOf()).toContain('US grade 2');
  });

  it('vocabulary: at most maxWords, comma-separated, duplicates dropped', async () => {
    fake.enqueue({
      reply: {
        words: [
          { word: 'photosynthesis', definition: 'How plants make food from light.' },
          { word: 'Photosynthesis', definition: 'Again.' },
          { word: 'chlorophyll', definition: 'The green stuff in leaves that catches light.' },
          { word: 'stomata', definition: 'Tiny holes in leaves.' },
        ],
      },
    });
    const answer = await provider.run('vocabulary', { text: 'Photosynthesis uses chlorophyll; stomata let gases in.', maxWords: 2, gradeLevel: 5 }, options);
    expect(answer.output.words.map((w) => w.word)).toEqual(['photosynthesis', 'chlorophyll']);
    expect(answer.output.result).toBe('photosynthesis, chlorophyll');
    expect(systemOf()).toContain('at most 2 words');
    expect(systemOf()).toContain('US grade 5');
  });

  it('summarize: the length is in the prompt; the default answer of the fake is used', async () => {
    const answer = await provider.run('summarize', { text: 'A long text about rivers. '.repeat(20), length: 'short' }, options);
    expect(answer.output).toEqual({ result: 'fake summary' });
    expect(answer.tokensUsed).toBe(30);
    expect(systemOf()).toContain('one or two sentences');
    expect(lastBody().response_format?.json_schema?.name).toBe('summary');
  });

  it('translate: reports the detected source language as a BCP 47 tag, null when the model gives no tag', async () => {
    fake.enqueue({ reply: { translation: 'Bonjour le monde', detectedSourceLanguage: 'en' } });
    const answer = await provider.run('translate', { text: 'Hello world', targetLanguage: 'fr' }, options);
    expect(answer.output).toEqual({ result: 'Bonjour le monde', detectedSourceLanguage: 'en' });
    expect(systemOf()).toContain('"fr"');
    expect(lastBody().response_format?.json_schema?.schema).toMatchObject({
      properties: { detectedSourceLanguage: { type: ['string', 'null'] } },
      required: ['translation', 'detectedSourceLanguage'],
    });

    fake.enqueue({ reply: { translation: 'Hola', detectedSourceLanguage: 'English (probably)' } });
    const odd = await provider.run('translate', { text: 'Hello', targetLanguage: 'es' }, options);
    expect(odd.output.detectedSourceLanguage).toBeNull();
  });

  it('grammar: offsets in UTF-16 code units computed by us (after an emoji too), in order, unfound ones dropped', async () => {
    const text = 'I 😀 has a apple. She has two.';
    fake.enqueue({
      reply: {
        corrections: [
          { original: 'has', replacement: 'have', message: 'Use "have" with "I".' },
          { original: 'a apple', replacement: 'an apple', message: 'Use "an" before a vowel sound.' },
          { original: 'teh', replacement: 'the', message: 'Not in the text.' },
        ],
        language: 'en-GB',
      },
    });
    const answer = await provider.run('grammar', { text }, options);
    // No language asked for: the one the model says it checked against.
    expect(answer.output.language).toBe('en-GB');
    expect(answer.output.corrections).toEqual([
      { offset: 5, length: 3, original: 'has', replacement: 'have', message: 'Use "have" with "I".' },
      { offset: 9, length: 7, original: 'a apple', replacement: 'an apple', message: 'Use "an" before a vowel sound.' },
    ]);
    for (const c of answer.output.corrections) expect(text.slice(c.offset, c.offset + c.length)).toBe(c.original);
    expect(answer.output.result).toBe('I 😀 have an apple. She has two.');
    const schema = lastBody().response_format?.json_schema?.schema;
    expect(schema).toMatchObject({ properties: { corrections: { items: { required: ['original', 'replacement', 'message'] } } } });
    expect(JSON.stringify(schema)).not.toContain('offset');
  });

  it('grammar: the language asked for is the one answered; a model that cannot tell, or tells nonsense, answers null', async () => {
    fake.enqueue({ reply: { corrections: [], language: 'en-US' } });
    expect((await provider.run('grammar', { text: 'Fine.', language: 'en-AU' }, options)).output.language).toBe('en-AU');
    expect(systemOf()).toContain('"en-AU"');
    fake.enqueue({ reply: { corrections: [], language: null } });
    expect((await provider.run('grammar', { text: 'Fine.' }, options)).output.language).toBeNull();
    fake.enqueue({ reply: { corrections: [], language: 'British English' } });
    expect((await provider.run('grammar', { text: 'Fine.' }, options)).output.language).toBeNull();
  });

  it('leaves tokensUsed undefined when the server reports no usage', async () => {
    fake.enqueue({ reply: { summary: 'Short.' }, usage: null });
    const answer = await provider.run('summarize', { text: 'Some text.', length: 'medium' }, options);
    expect(answer.output.result).toBe('Short.');
    expect(answer.tokensUsed).toBeUndefined();
  });
});

describe('placing corrections and fitting alt text', () => {
  it('searches from the previous match, falls back to the first occurrence, drops overlaps', () => {
    const text = 'its its cat';
    const out = locateCorrections(text, [
      { original: 'its', replacement: "it's", message: 'a' },
      { original: 'its', replacement: "it's", message: 'b' },
      { original: 'its cat', replacement: 'its cats', message: 'overlaps the second' },
      { original: 'its', replacement: 'its', message: 'no change' },
    ]);
    expect(out.corrections.map((c) => [c.offset, c.message])).toEqual([
      [0, 'a'],
      [4, 'b'],
    ]);
    expect(out.result).toBe("it's it's cat");
  });

  it('cuts alt text at a word boundary and never inside a surrogate pair', () => {
    expect(fitAltText('Photo of a dog', 100)).toBe('A dog');
    expect(fitAltText('Supercalifragilistic😀', 21)).toBe('Supercalifragilistic');
  });
});

describe('failures', () => {
  it('retries a 429 and then answers', async () => {
    fake.enqueue({ status: 429, message: 'Rate limit reached for gpt-fake' });
    fake.enqueue({ reply: { summary: 'After a retry.' } });
    const answer = await provider.run('summarize', { text: 'Text.', length: 'short' }, options);
    expect(answer.output.result).toBe('After a retry.');
    expect(fake.completions()).toHaveLength(2);
  });

  it('a server that answers 500 every time is ai_unavailable, its words only in `internal`', async () => {
    process.env.OPENAI_MAX_RETRIES = '1';
    fake.enqueue({ status: 500, message: 'secret upstream stack trace' }, Number.POSITIVE_INFINITY);
    const error = await failure(provider.run('summarize', { text: 'Text.', length: 'short' }, options));
    expect(error.code).toBe('ai_unavailable');
    expect(error.status).toBe(503);
    expect(error.message).not.toContain('secret upstream');
    expect(error.internal).toContain('secret upstream stack trace');
    expect(fake.completions()).toHaveLength(2);
  });

  it('a server that does not answer in OPENAI_TIMEOUT_SECONDS is ai_unavailable', async () => {
    process.env.OPENAI_TIMEOUT_SECONDS = '1';
    process.env.OPENAI_MAX_RETRIES = '0';
    fake.enqueue({ hang: true });
    const started = Date.now();
    const error = await failure(provider.run('summarize', { text: 'Text.', length: 'short' }, options));
    expect(error.code).toBe('ai_unavailable');
    expect(error.internal).toMatch(/timed out/i);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(fake.completions()).toHaveLength(1);
  });

  it('a malformed answer is asked for once more; twice malformed is ai_unavailable', async () => {
    fake.enqueue({ malformed: true });
    fake.enqueue({ reply: { summary: 'Second try.' }, usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });
    const recovered = await provider.run('summarize', { text: 'Text.', length: 'short' }, options);
    expect(recovered.output.result).toBe('Second try.');
    expect(recovered.tokensUsed).toBe(30 + 15);

    fake.enqueue({ malformed: true }, 2);
    const error = await failure(provider.run('summarize', { text: 'Text.', length: 'short' }, options));
    expect(error.code).toBe('ai_unavailable');
    expect(error.message).not.toContain('unterminated');
    expect(fake.completions()).toHaveLength(4);
  });

  it('an answer of the wrong shape is ai_unavailable too', async () => {
    fake.enqueue({ reply: { summary: 42 } }, 2);
    const error = await failure(provider.run('summarize', { text: 'Text.', length: 'short' }, options));
    expect(error.code).toBe('ai_unavailable');
  });

  it('a caller abort is rethrown as the caller’s abort reason, not as ai_unavailable', async () => {
    fake.enqueue({ hang: true });
    const controller = new AbortController();
    const running = provider.run('summarize', { text: 'Text.', length: 'short' }, { ...options, signal: controller.signal });
    await vi.waitFor(() => expect(fake.completions()).toHaveLength(1));
    controller.abort();
    const error = await running.catch((e: unknown) => e);
    expect(error).toBe(controller.signal.reason);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('response formats', () => {
  it('auto: a server that refuses json_schema is asked in JSON mode, and remembered', async () => {
    fake.enqueue({ rejectJsonSchema: true });
    const answer = await provider.run('hints', { question: 'What is 2 + 2?', count: 2 }, options);
    expect(answer.output.hints).toEqual(['fake hints']);

    const [first, second] = fake.completions();
    expect(first?.body?.response_format?.type).toBe('json_schema');
    expect(second?.body?.response_format).toEqual({ type: 'json_object' });
    const system = systemOf(second?.body);
    expect(system).toContain('JSON Schema');
    expect(JSON.parse(system.match(/```json\n([\s\S]*?)\n```/)?.[1] ?? 'null')).toMatchObject({ properties: { hints: { type: 'array' } } });

    await provider.run('summarize', { text: 'Text.', length: 'short' }, options);
    expect(fake.completions()).toHaveLength(3);
    expect(lastBody().response_format).toEqual({ type: 'json_object' });
  });

  it('json_schema pinned: a refusal is ai_unavailable, with no fallback', async () => {
    process.env.OPENAI_RESPONSE_FORMAT = 'json_schema';
    fake.enqueue({ rejectJsonSchema: true });
    const error = await failure(provider.run('summarize', { text: 'Text.', length: 'short' }, options));
    expect(error.code).toBe('ai_unavailable');
    expect(fake.completions()).toHaveLength(1);
  });

  it('json_object pinned: JSON mode from the start, validated with zod', async () => {
    process.env.OPENAI_RESPONSE_FORMAT = 'json_object';
    const answer = await provider.run('translate', { text: 'Hallo', targetLanguage: 'en', sourceLanguage: 'de' }, options);
    expect(answer.output).toEqual({ result: 'fake translation', detectedSourceLanguage: 'en' });
    expect(fake.completions()).toHaveLength(1);
    expect(lastBody().response_format).toEqual({ type: 'json_object' });
  });
});

describe('probeOpenai', () => {
  it('is true when the server lists its models', async () => {
    await expect(probeOpenai()).resolves.toBe(true);
    expect(fake.requests.at(-1)?.path).toBe('/v1/models');
  });

  it('is false when nothing answers', async () => {
    const gone = await startFakeOpenai();
    await gone.close();
    process.env.OPENAI_BASE_URL = gone.url;
    await expect(probeOpenai()).resolves.toBe(false);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { TransformOutput } from '../../schemas.ts';
import { grammar, prepareGrammar } from './grammar.ts';

const options = { tenantId: 'tenant_test' };

type Correction = TransformOutput<'grammar'>['corrections'][number];

function expectConsistent(text: string, corrections: Correction[]) {
  for (const c of corrections) expect(text.slice(c.offset, c.offset + c.length)).toBe(c.original);
  const offsets = corrections.map((c) => c.offset);
  expect(offsets).toEqual(offsets.toSorted((a, b) => a - b));
}

const find = (corrections: Correction[], original: string) => corrections.find((c) => c.original === original);

describe('grammar (offline: Harper + nspell)', () => {
  // Setting up Harper's WebAssembly takes seconds, once per process: not any one test's time.
  beforeAll(() => Promise.all([prepareGrammar({ text: 'x' }), prepareGrammar({ text: 'x', language: 'en-GB' })]), 120_000);

  it('finds capitalisation, contraction, repetition, article and spelling errors where they are', async () => {
    const text = 'i dont think this is is a apple. We will recieve it tomorow.';
    const { result, corrections } = await grammar({ text }, options);
    expectConsistent(text, corrections);

    expect(find(corrections, 'i')).toMatchObject({ offset: 0, length: 1, replacement: 'I' });
    expect(find(corrections, 'dont')).toMatchObject({ offset: 2, length: 4, replacement: "don't" });
    expect(find(corrections, 'is is')).toMatchObject({ offset: text.lastIndexOf('is is'), replacement: 'is' });
    expect(find(corrections, 'a')).toMatchObject({ offset: text.indexOf('a apple'), replacement: 'an' });
    expect(find(corrections, 'recieve')).toMatchObject({ offset: text.indexOf('recieve'), length: 7, replacement: 'receive' });
    expect(find(corrections, 'tomorow')).toMatchObject({ offset: text.indexOf('tomorow'), replacement: 'tomorrow' });
    for (const c of corrections) {
      expect(c.message).not.toBe('');
      expect(c.message).not.toContain('`'); // Harper's Markdown is turned into plain text
    }

    expect(result).toBe("I don't think this is an apple. We will receive it tomorrow.");
  });

  it('counts offsets in UTF-16 code units after emoji and characters outside the BMP', async () => {
    const text = '😀 Hello 👍🏽 𝐀𝐁 there, we will recieve a apple.';
    const { result, corrections } = await grammar({ text }, options);
    expectConsistent(text, corrections);
    expect(find(corrections, 'recieve')?.offset).toBe(text.indexOf('recieve'));
    expect(find(corrections, 'a')?.offset).toBe(text.indexOf('a apple'));
    expect(result).toBe('😀 Hello 👍🏽 𝐀𝐁 there, we will receive an apple.');
  });

  it('leaves correct text alone, and names, numbers, codes and URLs too', async () => {
    const clean = 'The committee met on Tuesday to discuss the budget for next year.';
    expect(await grammar({ text: clean }, options)).toEqual({ result: clean, corrections: [], language: 'en-US' });

    const text = 'Visit https://example.com/recieve-page and ask Zorblax about order 4521 or code abc123 today.';
    const { corrections } = await grammar({ text }, options);
    expectConsistent(text, corrections);
    expect(corrections.filter((c) => /recieve|Zorblax|4521|abc123/.test(c.original))).toEqual([]);

    // One long run-on sentence: its errors are still found (Harper's long-sentence lint would hide them).
    const runOn = `${'and then we walked '.repeat(20)}and we will recieve it`;
    expect(find((await grammar({ text: runOn }, options)).corrections, 'recieve')?.offset).toBe(runOn.indexOf('recieve'));

    // Hunspell's en-US list lacks "amongst" (its first suggestion is "monist"): not a misspelling worth reporting.
    expect((await grammar({ text: 'We walked amongst the trees.' }, options)).corrections.map((c) => c.replacement)).not.toContain('monist');

    // A capital at the start of a sentence is not taken for a name.
    const start = 'Thiss is fine. Recieve it.';
    const found = await grammar({ text: start }, options);
    expect(found.corrections.map((c) => [c.original, c.replacement])).toEqual([
      ['Thiss', 'This'],
      ['Recieve', 'Receive'],
    ]);
  });

  it('checks 50,000 characters, corrections consistent with the result', async () => {
    const sentence = 'We will recieve the parcel on Monday, and i think it is is fine. ';
    const text = sentence.repeat(Math.ceil(50_000 / sentence.length)).slice(0, 50_000);
    const { result, corrections } = await grammar({ text }, options);
    expectConsistent(text, corrections);
    expect(corrections.filter((c) => c.original === 'recieve').length).toBeGreaterThan(700);
    for (let i = 1; i < corrections.length; i++) {
      const before = corrections[i - 1]!;
      expect(corrections[i]!.offset).toBeGreaterThanOrEqual(before.offset + before.length);
    }
    expect(result).not.toContain('recieve');
  });

  it('stops when the caller has gone', async () => {
    const controller = new AbortController();
    controller.abort(new Error('client closed'));
    await expect(grammar({ text: 'Hello there.' }, { ...options, signal: controller.signal })).rejects.toThrow('client closed');
  });
});

describe('dialects', () => {
  it('checks British English against British spelling, and refuses another language', async () => {
    const text = 'The programme starts at the town centre; its colour is grey.';
    const us = await grammar({ text, language: 'en-US' }, { tenantId: 't' });
    const gb = await grammar({ text, language: 'en-GB' }, { tenantId: 't' });
    expect(us.corrections.map((c) => c.original)).toEqual(expect.arrayContaining(['colour']));
    expect(us.language).toBe('en-US');
    expect(gb).toMatchObject({ corrections: [], language: 'en-GB' });
    expect((await grammar({ text, language: 'en-uk' }, { tenantId: 't' })).language).toBe('en-GB');
    await expect(grammar({ text, language: 'fr' }, { tenantId: 't' })).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('without a language, checks the English the text is spelt in, and says which', async () => {
    const british = await grammar({ text: 'The programme starts at the town centre; its colour is grey. We recieve guests.' }, { tenantId: 't' });
    expect(british.language).toBe('en-GB');
    expect(british.corrections.map((c) => c.original)).toEqual(['recieve']);

    const american = await grammar({ text: 'The program starts at the town center; its color is gray. We recieve guests.' }, { tenantId: 't' });
    expect(american.language).toBe('en-US');
    expect(american.corrections.map((c) => c.original)).toEqual(['recieve']);
  });
});

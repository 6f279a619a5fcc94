/**
 * Token counts with the o200k_base encoding (GPT-4o and later), through gpt-tokenizer: what the offline
 * provider charges, and how a provider call's input is estimated before it is reserved. Loaded on first
 * use (its tables are a few MB), in a compute worker (lib/content/tasks.ts). Special-token text such as
 * `<|endoftext|>` in a caller's input is counted as the plain text it is, never refused.
 *
 * Byte-pair encoding is quadratic in the length of a run the tokenizer cannot split (50,000 CJK
 * characters or emoji without a space took a minute), so runs longer than MAX_RUN are counted in slices
 * of that length: linear in the text, and at least the exact count less a token per slice (merges across
 * a cut are lost, which only adds tokens). Whitespace-separated text is counted as it is.
 */
type Tokenizer = typeof import('gpt-tokenizer');
let tokenizer: Promise<Tokenizer> | undefined;

function load(): Promise<Tokenizer> {
  tokenizer ??= import('gpt-tokenizer').catch((error) => {
    tokenizer = undefined;
    throw error;
  });
  return tokenizer;
}

const NO_SPECIAL = { disallowedSpecial: new Set<string>() };

/** Characters of a run without whitespace counted in one piece. */
export const MAX_RUN = 64;
/** Characters of ordinary text counted in one call. */
const BATCH = 4_096;

/** `text` cut into pieces to count apart: ordinary text in batches, long runs in MAX_RUN slices (never inside a surrogate pair). */
export function* countablePieces(text: string): Generator<string> {
  let batch = '';
  for (const [part] of text.matchAll(/\s+|\S+/g)) {
    if (part.length <= MAX_RUN || /^\s/.test(part)) {
      batch += part;
      if (batch.length >= BATCH) {
        yield batch;
        batch = '';
      }
      continue;
    }
    if (batch) yield batch;
    batch = '';
    for (let start = 0; start < part.length; ) {
      let end = Math.min(part.length, start + MAX_RUN);
      const last = part.charCodeAt(end - 1);
      if (end < part.length && last >= 0xd800 && last <= 0xdbff) end++;
      yield part.slice(start, end);
      start = end;
    }
  }
  if (batch) yield batch;
}

export async function countTokens(...texts: (string | null | undefined)[]): Promise<number> {
  const { countTokens: count } = await load();
  let total = 0;
  for (const text of texts) if (text) for (const piece of countablePieces(text)) total += count(piece, NO_SPECIAL);
  return total;
}

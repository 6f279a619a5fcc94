/**
 * Token counts with the o200k_base encoding (GPT-4o and later), through gpt-tokenizer: what the offline
 * provider charges, and how a provider call's input is estimated before it is reserved. Loaded on first
 * use (its tables are a few MB). Special-token text such as `<|endoftext|>` in a caller's input is counted
 * as the plain text it is, never refused.
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

export async function countTokens(...texts: (string | null | undefined)[]): Promise<number> {
  const { countTokens: count } = await load();
  let total = 0;
  for (const text of texts) if (text) total += count(text, NO_SPECIAL);
  return total;
}

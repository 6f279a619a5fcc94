/**
 * Wildcard matching in linear time, for patterns a tenant or a scanned site wrote (crawl patterns,
 * robots.txt rules). `*` matches any run of characters, `/` included; every other character is literal.
 *
 * No regular expression and no backtracking: the pattern is cut at its stars into literal segments; the
 * first must start the text, each middle one is found at its leftmost place after the one before (leftmost
 * is always right: it leaves the most text for what follows), and the last must end the text (or, unanchored,
 * just occur after the others). Each segment is searched with Knuth–Morris–Pratt from where the previous one
 * ended, so the text is read about once: O(pattern + text) per match, whatever the pattern
 * (`*a*a*a*a*b` against 2,000 `a`s costs what `*b` does).
 */

/** Whether the whole of `text` matches (anchored), or a prefix of it (unanchored: the pattern has an implied trailing `*`). */
export type WildcardMatcher = (text: string) => boolean;

/**
 * KMP failure tables of `parts`, one after the other in one array (one allocation per pattern): for each
 * prefix of a part, the length of its longest proper prefix that is also its suffix.
 */
function failureTables(parts: string[]): Int32Array {
  const failure = new Int32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const text of parts) {
    for (let i = 1, k = 0; i < text.length; i++) {
      while (k > 0 && text.charCodeAt(i) !== text.charCodeAt(k)) k = failure[offset + k - 1]!;
      if (text.charCodeAt(i) === text.charCodeAt(k)) k++;
      failure[offset + i] = k;
    }
    offset += text.length;
  }
  return failure;
}

/**
 * The leftmost index ≥ `from` where `needle` occurs in `haystack`, or -1, with the needle's failure table at
 * `offset` of `failure`. Reads haystack[from..index+needle.length) once.
 */
function indexOf(haystack: string, needle: string, failure: Int32Array, offset: number, from: number): number {
  const m = needle.length;
  if (m === 0) return from <= haystack.length ? from : -1;
  for (let i = from, k = 0; i < haystack.length; i++) {
    const c = haystack.charCodeAt(i);
    while (k > 0 && c !== needle.charCodeAt(k)) k = failure[offset + k - 1]!;
    if (c === needle.charCodeAt(k)) k++;
    if (k === m) return i - m + 1;
  }
  return -1;
}

/**
 * Compiles `pattern` (its `*` wildcards; nothing else is special). `anchorEnd: true` matches whole texts;
 * `false` matches texts the pattern is a prefix of (robots.txt rules without `$`).
 */
export function compileWildcard(pattern: string, options: { anchorEnd: boolean }): WildcardMatcher {
  const parts = pattern.split('*');
  const { anchorEnd } = options;
  if (parts.length === 1) return anchorEnd ? (text) => text === pattern : (text) => text.startsWith(pattern);
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const failure = failureTables(parts);
  return (text) => {
    if (!text.startsWith(first)) return false;
    let position = first.length;
    let offset = first.length;
    for (let p = 1; p < parts.length - 1; p++) {
      const part = parts[p]!;
      if (part === '') continue;
      const at = indexOf(text, part, failure, offset, position);
      if (at < 0) return false;
      position = at + part.length;
      offset += part.length;
    }
    // The last part follows a star: anchored, it must end the text without overlapping what matched before.
    if (anchorEnd) return text.length - last.length >= position && text.endsWith(last);
    return indexOf(text, last, failure, offset, position) >= 0;
  };
}

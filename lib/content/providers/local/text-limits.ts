/**
 * What the offline engines are given of a caller's text. Their time grows much faster than the text on
 * what is not English prose: one 50,000-character "word" took wink-nlp 5 s and text-readability's syllable
 * count 8 s, and crashed Harper's WebAssembly; 20,000 characters of Hebrew took Harper 37 s, 25,000 emoji
 * 89 s, a 10,000-word run-on sentence 7 s. So, in linear time before an engine sees anything:
 * - every engine: "words" longer than MAX_WORD (no English word is) become spaces (maskLongRuns);
 * - Harper:
 * - characters no English checker reads (other scripts, emoji and pictographs) become spaces, and so do
 *   runs of three or more combining marks and "words" longer than MAX_WORD (no English word is);
 * - every replacement keeps the UTF-16 length, so offsets into the masked text are offsets into the text;
 * - the masked text is linted in chunks of at most MAX_CHUNK characters, cut at paragraph and sentence ends
 *   (a longer sentence at a space), so no single lint runs long.
 */

export const MAX_WORD = 45;
export const MAX_CHUNK = 2_000;

/** Latin letters, marks, digits, punctuation, spaces, maths and currency signs: what an English text is made of. */
const UNREADABLE = /[^\p{Script=Latin}\p{M}\p{Nd}\p{P}\s\p{Sm}\p{Sc}\p{Sk}]+/gu;
const MARK_PILES = /\p{M}{3,}/gu;
const LONG_RUNS = new RegExp(`\\S{${MAX_WORD + 1},}`, 'g');

const blank = (run: string) => ' '.repeat(run.length);

export function maskLongRuns(text: string): string {
  return text.replace(LONG_RUNS, blank);
}

export function maskUnreadable(text: string): string {
  return maskLongRuns(text.replace(UNREADABLE, blank).replace(MARK_PILES, blank));
}

/** Whether [start, end) of the text reads the same in its masked form: a lint elsewhere is about a mask. */
export function unmasked(text: string, masked: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) !== masked.charCodeAt(i)) return false;
  return true;
}

export interface Chunk {
  text: string;
  /** Offset of the chunk in the whole text, in UTF-16 code units. */
  start: number;
}

/** The text in chunks of at most `max` characters, cut after a blank line, else a sentence end, else a space. */
export function chunks(text: string, max = MAX_CHUNK): Chunk[] {
  const out: Chunk[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + max);
    if (end < text.length) {
      const window = text.slice(start, end);
      const cut = lastBoundary(window);
      if (cut > 0) end = start + cut;
    }
    const part = text.slice(start, end);
    if (part.trim() !== '') out.push({ text: part, start });
    start = end;
  }
  return out;
}

/** Where to cut a window (an index into it, after the boundary), or 0 for none. */
function lastBoundary(window: string): number {
  const paragraph = window.lastIndexOf('\n\n');
  if (paragraph > window.length / 2) return paragraph + 2;
  let sentence = 0;
  for (const match of window.matchAll(/[.!?…]["'”’)\]]*\s+/g)) sentence = match.index + match[0].length;
  if (sentence > window.length / 2) return sentence;
  const space = Math.max(window.lastIndexOf(' '), window.lastIndexOf('\n'), window.lastIndexOf('\t'));
  return space > 0 ? space + 1 : 0;
}

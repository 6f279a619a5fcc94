import { diffLines } from 'diff';

/** One changed line of the before/after view; unchanged lines are only counted. */
export interface DiffLine {
  change: 'added' | 'removed';
  /** Its line number in the submitted HTML (removed lines) or in fixedHtml (added lines). */
  line: number;
  text: string;
}

export interface LineDiff {
  lines: DiffLine[];
  /** Changed lines beyond `lines` (the view stops at MAX_DIFF_LINES). */
  omitted: number;
  unchanged: number;
}

export const MAX_DIFF_LINES = 2_000;
/** A diff of two 500,000-character documents must not hold up the answer: past this it is not shown. */
const DIFF_TIMEOUT_MS = 2_000;

function linesOf(value: string): string[] {
  const lines = value.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * The lines fixedHtml adds and removes, numbered; null when the documents are too far apart to compare
 * within `timeoutMs` (a test of the listing's cap gives it longer: what it checks is not the machine's speed).
 */
export function lineDiff(before: string, after: string, timeoutMs = DIFF_TIMEOUT_MS): LineDiff | null {
  const changes = diffLines(before, after, { timeout: timeoutMs, ignoreNewlineAtEof: true, stripTrailingCr: true });
  if (!changes) return null;
  const result: LineDiff = { lines: [], omitted: 0, unchanged: 0 };
  let oldLine = 1;
  let newLine = 1;
  for (const change of changes) {
    for (const text of linesOf(change.value)) {
      if (!change.added && !change.removed) {
        oldLine++;
        newLine++;
        result.unchanged++;
        continue;
      }
      const line = change.added ? newLine++ : oldLine++;
      if (result.lines.length < MAX_DIFF_LINES) result.lines.push({ change: change.added ? 'added' : 'removed', line, text });
      else result.omitted++;
    }
  }
  return result;
}

export const MAX_HTML_BYTES = 1024;
/** Every other stored string of a finding or page (selector, help, failure summary, title, URLs): at most this many characters. */
export const MAX_TEXT = 2_000;
/** Findings kept of one page; the rest are counted as dropped. */
export const MAX_PAGE_FINDINGS = 1_000;
/** Findings kept of one scan (all its pages); the rest are counted as dropped. */
export const MAX_SCAN_FINDINGS = 10_000;

/** How many findings a scan keeps of each page and of all its pages together; the rest are counted as dropped. */
export interface FindingLimits {
  perPage: number;
  perScan: number;
}

/** The limits every scan runs with (tests pass smaller ones to see the caps at work cheaply). */
export const FINDING_LIMITS: Readonly<FindingLimits> = Object.freeze({ perPage: MAX_PAGE_FINDINGS, perScan: MAX_SCAN_FINDINGS });

/** Cuts a string to at most `max` UTF-16 units, never inside a surrogate pair, marking the cut with '…'. */
export function limitText(text: string, max = MAX_TEXT): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--; // a high surrogate whose pair would be cut off
  return `${text.slice(0, end)}…`;
}

/** Cuts a string to at most `maxBytes` of UTF-8, never inside a character, marking the cut with '…'. */
export function truncateUtf8(text: string, maxBytes = MAX_HTML_BYTES): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  const ellipsis = '…'; // 3 bytes
  let end = maxBytes - Buffer.byteLength(ellipsis);
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--; // back off to the start of a character
  return bytes.subarray(0, end).toString('utf8') + ellipsis;
}

/**
 * axe's target: one entry per frame level (outermost first); an entry that is itself an array is a
 * path through shadow roots. Shadow steps are joined with ' >>> ' (the shadow-piercing combinator many
 * tools accept) and frame steps with ' |> ', so a single string still says where the element lives.
 */
export type AxeTarget = ReadonlyArray<string | ReadonlyArray<string>>;

export function selectorOf(target: AxeTarget): string {
  return target.map((step) => (typeof step === 'string' ? step : step.flat(Infinity).join(' >>> '))).join(' |> ');
}

/** Each of the target's strings cut to an even share of MAX_TEXT, so that every frame level stays in the selector. */
export function shortTarget(target: AxeTarget): AxeTarget {
  const strings = target.reduce((n, step) => n + (typeof step === 'string' ? 1 : step.length), 0);
  const each = Math.max(8, Math.floor(MAX_TEXT / strings) - 5); // room for the ' |> ' and ' >>> ' joints
  return target.map((step) => (typeof step === 'string' ? limitText(step, each) : step.map((s) => limitText(s, each))));
}

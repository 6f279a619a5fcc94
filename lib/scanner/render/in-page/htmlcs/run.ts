import { answerOf, type EngineAnswer, named, within } from '../where.ts';

/** One HTMLCS message as the adapter reads it (engines/htmlcs/adapter.ts, htmlcsFindings). */
export interface HtmlcsItem {
  type: number;
  code: string;
  msg: string;
  selector: string;
  html: string;
}

interface HtmlcsMessage {
  type?: unknown;
  code?: unknown;
  msg?: unknown;
  element?: unknown;
}

interface Htmlcs {
  process(standard: string, content: Document, done: () => void, failed: (e?: unknown) => void, language: string): void;
  getMessages(): HtmlcsMessage[];
}

const NOTICE = 3;

/**
 * HTML_CodeSniffer's `standard` (WCAG2A, WCAG2AA, WCAG2AAA: defined in its build, so never fetched by URL)
 * over this frame's document, in the world where our HTMLCS.js and axe are loaded: notices left here,
 * errors and warnings named by axe's selector and markup.
 */
export default function runHtmlcs(standard: string, maxResults: number, maxText: number, timeoutMs: number): Promise<EngineAnswer<HtmlcsItem>> {
  return answerOf(
    async () => {
      // HTML_CodeSniffer's script defines `HTMLCS` on the page's window, which the DOM types cannot know.
      const htmlcs = (self as unknown as { HTMLCS?: Htmlcs }).HTMLCS;
      if (!htmlcs || typeof htmlcs.process !== 'function') throw new Error('HTMLCS.js is not loaded in this world');
      const done = new Promise<void>((resolve, reject) => {
        // A sniff that throws ends HTMLCS's run, thrown here or reported through `failed`.
        htmlcs.process(standard, document, resolve, (e) => reject(e instanceof Error ? e : new Error(`HTMLCS failed: ${String(e)}`)), 'en');
      });
      await within(done, timeoutMs, 'HTML_CodeSniffer');
      return named<HtmlcsMessage, HtmlcsItem>(
        htmlcs.getMessages(),
        (m) => m.element,
        (m) => m.type !== NOTICE,
        (m, where) => ({ type: Number(m.type), code: String(m.code).slice(0, maxText), msg: String(m.msg).slice(0, maxText), ...where }),
        maxResults,
        maxText,
      );
    },
    timeoutMs,
    'HTML_CodeSniffer',
  );
}

import { answerOf, type EngineAnswer, named, within } from '../where.ts';

/** One IBM result as the adapter reads it (adapters.ts, ibmFindings). */
export interface IbmItem {
  ruleId: string;
  value: [string, string];
  reasonId: string;
  message: string;
  selector: string;
  html: string;
}

interface AceResult {
  ruleId?: unknown;
  value?: unknown;
  reasonId?: unknown;
  message?: unknown;
  node?: unknown;
}

interface Ace {
  Checker: new () => { check(doc: Document, policies: string[]): Promise<{ results?: AceResult[] }> };
}

/**
 * `run` while this world's iframes show no document. IBM's walker goes into a same-origin iframe's document
 * by itself; every frame is analysed in its own world, so here it would only do the frame's work again and
 * judge the top document with the frame's in it (two `main` landmarks, say). This world's getter only: the
 * page's own is untouched.
 */
async function withoutFrameDocuments<T>(run: () => Promise<T>): Promise<T> {
  const prototype = HTMLIFrameElement.prototype;
  const own = Object.getOwnPropertyDescriptor(prototype, 'contentDocument');
  Object.defineProperty(prototype, 'contentDocument', { configurable: true, enumerable: own?.enumerable ?? true, get: () => null });
  try {
    return await run();
  } finally {
    if (own) Object.defineProperty(prototype, 'contentDocument', own);
  }
}

/**
 * IBM Equal Access's policy check of this frame's document (`policy`, e.g. WCAG_2_2), in the world where
 * our ace.js and axe are loaded: passes and information left here, every other result named by axe's
 * selector and markup; results of other documents left out.
 */
export default function runIbm(policy: string, maxResults: number, maxText: number, timeoutMs: number): Promise<EngineAnswer<IbmItem>> {
  return answerOf(
    async () => {
      const ace = (self as unknown as { ace?: Ace }).ace;
      if (!ace || typeof ace.Checker !== 'function') throw new Error('ace.js is not loaded in this world');
      const report = await withoutFrameDocuments(() => within(new ace.Checker().check(document, [policy]), timeoutMs, 'IBM Equal Access'));
      return named<AceResult, IbmItem>(
        report?.results,
        (r) => r.node,
        (r) => {
          const value = Array.isArray(r.value) ? r.value : [];
          return String(value[1]) !== 'PASS' && String(value[0]) !== 'INFORMATION';
        },
        (r, where) => {
          const value = Array.isArray(r.value) ? r.value.map(String) : [];
          const cut = (x: unknown) => String(x).slice(0, maxText);
          return { ruleId: cut(r.ruleId), value: [value[0] ?? '', value[1] ?? ''], reasonId: cut(r.reasonId), message: cut(r.message), ...where };
        },
        maxResults,
        maxText,
      );
    },
    timeoutMs,
    'IBM Equal Access',
  );
}

import { answerOf, type EngineAnswer, named, within } from '../where.ts';

/** One IBM result as the adapter reads it (engines/ibm/adapter.ts, ibmFindings). */
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

interface AceChecker {
  check(doc: Document, policies: string[]): Promise<{ results?: AceResult[] }>;
  /** The rule ids each policy runs (IBM's Checker, read and narrowed below). */
  rulesetRules?: Record<string, unknown>;
  engine?: { ruleMap?: Record<string, { dependencies?: unknown } | undefined> };
}

interface Ace {
  Checker: new () => AceChecker;
}

/** IBM's answer, and how many of the policy's rules it ran (null where that could not be read). */
export interface IbmAnswer extends EngineAnswer<IbmItem> {
  rulesRun: number | null;
}

/** What the scan asks of IBM: its policy (e.g. WCAG_2_2) and rules whose findings it would drop anyway. */
export interface IbmArgument {
  policy: string;
  skip: string[];
}

/**
 * The policy's rules but those of `skip`, keeping every rule a kept one depends on (IBM runs a rule on a node
 * only where the rules it depends on passed there): the same findings for the kept rules, less work.
 */
function narrow(checker: AceChecker, policy: string, skip: string[]): void {
  const rules = checker.rulesetRules?.[policy];
  if (!Array.isArray(rules) || skip.length === 0) return;
  const ruleMap = checker.engine?.ruleMap;
  // Without IBM's rule table the dependencies are unknown: every rule runs, as if nothing were skipped.
  if (!ruleMap || typeof ruleMap !== 'object') return;
  const skipped = new Set(skip);
  const needed = new Set<string>();
  const need = (id: string) => {
    if (needed.has(id)) return;
    needed.add(id);
    const dependencies = Object.hasOwn(ruleMap, id) ? ruleMap[id]?.dependencies : undefined;
    for (const dependency of Array.isArray(dependencies) ? dependencies : []) need(String(dependency));
  };
  for (const id of rules) if (!skipped.has(String(id))) need(String(id));
  (checker.rulesetRules as Record<string, unknown>)[policy] = rules.filter((id) => needed.has(String(id)));
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
 * IBM Equal Access's policy check of this frame's document (`policy`, e.g. WCAG_2_2, less the rules of
 * `skip`), in the world where our ace.js and axe are loaded: passes and information left here, every other
 * result named by axe's selector and markup; results of other documents left out.
 */
export default async function runIbm({ policy, skip }: IbmArgument, maxResults: number, maxText: number, timeoutMs: number): Promise<IbmAnswer> {
  let rulesRun: number | null = null;
  const answer = await answerOf(
    async () => {
      // IBM's checker script defines `ace` on the page's window, which the DOM types cannot know.
      const ace = (self as unknown as { ace?: Ace }).ace;
      if (!ace || typeof ace.Checker !== 'function') throw new Error('ace.js is not loaded in this world');
      const skipped = new Set(skip);
      const checker = new ace.Checker();
      narrow(checker, policy, skip);
      const rules = checker.rulesetRules?.[policy];
      rulesRun = Array.isArray(rules) ? rules.length : null;
      const report = await withoutFrameDocuments(() => within(checker.check(document, [policy]), timeoutMs, 'IBM Equal Access'));
      return named<AceResult, IbmItem>(
        report?.results,
        (r) => r.node,
        (r) => {
          const value = Array.isArray(r.value) ? r.value : [];
          // A skipped rule still runs where a kept one depends on it; its findings are dropped all the same.
          return String(value[1]) !== 'PASS' && String(value[0]) !== 'INFORMATION' && !skipped.has(String(r.ruleId));
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
  return { ...answer, rulesRun };
}

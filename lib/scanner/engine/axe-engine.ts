import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { selectorOf, truncateUtf8, type AxeTarget } from './findings.ts';
import type { AnalyzeOptions, EngineContext, EngineFinding, Impact, PageScript, ScanEngine } from './types.ts';
import { criteriaFromTags, levelFromTags, tagsFor } from './wcag.ts';

/** What we bring back from the page: only the fields we map, so large pages do not ship axe's whole result. */
interface AxeViolation {
  id: string;
  impact: Impact | null;
  tags: string[];
  description: string;
  help: string;
  helpUrl: string;
  nodes: { target: AxeTarget; html: string; impact: Impact | null; failureSummary: string | null }[];
}

type AxeInPage = { run(context: Document, options: axe.RunOptions): Promise<axe.AxeResults> };

/** The minified build parses in half the time of `axe.source`, on every page; bundlers may hide the file. */
function axeSource(): string {
  try {
    return readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  } catch {
    return axe.source;
  }
}

let inject: string | undefined;
const MARK = '__a11yScannerAxe';
// Cross-origin frames answer the top frame over postMessage; axe refuses other origins unless told.
// The copy is also kept under a name of ours, so that a frame's own `axe` global is never taken for it.
const injectScript = () =>
  (inject ??= `${axeSource()};\naxe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });\nwindow.${MARK} = axe;\nvoid 0;`);
const AXE_SCRIPT: PageScript = { name: `axe-core-${axe.version}.js`, source: injectScript };
const FRAME_INJECT_MS = 5_000;
/**
 * What axe loads before the rules that need it. By default also the CSSOM, for which it fetches every
 * stylesheet of the page again: only css-orientation-lock reads it, an experimental rule that no
 * standard runs (the engine's test checks this still holds). Media is for no-autoplay-audio.
 */
export const PRELOAD = { assets: ['media'] };
/** How long a frame may take to load the script by URL before it is evaluated instead. */
const SCRIPT_LOAD_MS = 3_000;

/** In the frame: whether our copy of axe is there (and is what `axe` names). */
function hasOurAxe(mark: string): boolean {
  const w = window as unknown as Record<string, unknown>;
  return w[mark] !== undefined && w[mark] === w.axe;
}

/**
 * In the frame: runs a script from a URL through a <script> element, removed again once it ran, and
 * tells whether our axe is there then. False, without waiting, where no script can run (a sandboxed
 * frame without allow-scripts, whose scripts never load nor fail), and after `timeoutMs` where the
 * page keeps it from running. (No named functions inside: bundlers may wrap those in helpers that do
 * not exist in the page.)
 */
function loadScript({ url, mark, timeoutMs }: { url: string; mark: string; timeoutMs: number }): Promise<boolean> {
  const XHTML = 'http://www.w3.org/1999/xhtml'; // an HTML element in any document, XML ones included
  const w = window as unknown as Record<string, unknown>;
  return new Promise((resolve) => {
    const probe = document.createElementNS(XHTML, 'div') as HTMLElement;
    probe.setAttribute('onclick', 'this.dataset.ran = "1"'); // inline handlers run only where scripts do
    probe.click();
    if (probe.dataset.ran !== '1') return resolve(false);
    const script = document.createElementNS(XHTML, 'script') as HTMLScriptElement;
    const timer = setTimeout(() => script.dispatchEvent(new Event('error')), timeoutMs);
    script.onload = script.onerror = () => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      script.remove();
      resolve(w[mark] !== undefined && w[mark] === w.axe);
    };
    script.src = url;
    (document.head ?? document.documentElement ?? document).appendChild(script);
  });
}

/**
 * Every frame needs its own copy of axe for the top frame's run to include it. A frame that has it
 * already (prepare() ran, and the frame did not navigate since) is left alone. The script is loaded
 * by URL where the scan serves it (see EngineContext), else, or if that fails, evaluated.
 */
async function injectInto(frame: Frame, context: EngineContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  // A frame that never gets a document would hang evaluate(); axe then just reports it untested.
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, FRAME_INJECT_MS)));
  const ensure = async () => {
    if (await frame.evaluate(hasOurAxe, MARK)) return;
    const url = context.scriptUrl(AXE_SCRIPT);
    if (url && (await frame.evaluate(loadScript, { url, mark: MARK, timeoutMs: SCRIPT_LOAD_MS }))) return;
    await frame.evaluate(injectScript());
  };
  try {
    await Promise.race([ensure(), gaveUp]);
  } catch (error) {
    if (frame === frame.page().mainFrame()) throw error;
  } finally {
    clearTimeout(timer);
  }
}

function toFinding(v: AxeViolation, node: AxeViolation['nodes'][number], pageUrl: string): EngineFinding {
  const bestPractice = v.tags.includes('best-practice');
  return {
    engine: 'axe-core',
    ruleId: v.id,
    impact: node.impact ?? v.impact ?? 'moderate',
    wcag: criteriaFromTags(v.tags),
    level: levelFromTags(v.tags),
    description: v.description,
    help: v.help,
    helpUrl: v.helpUrl,
    pageUrl,
    selector: selectorOf(node.target),
    html: truncateUtf8(node.html),
    failureSummary: node.failureSummary ?? '',
    bestPractice,
  };
}

export const axeEngine: ScanEngine = {
  name: 'axe-core',
  version: axe.version,
  async prepare(page: Page, context: EngineContext): Promise<void> {
    await Promise.all(page.frames().map((frame) => injectInto(frame, context)));
  },
  async analyze(page: Page, { standard, includeBestPractices }: AnalyzeOptions, context: EngineContext): Promise<EngineFinding[]> {
    await Promise.all(page.frames().map((frame) => injectInto(frame, context)));
    const options: axe.RunOptions = {
      runOnly: { type: 'tag', values: tagsFor(standard, includeBestPractices) },
      resultTypes: ['violations'],
      preload: PRELOAD,
      frameWaitTime: FRAME_INJECT_MS,
      ancestry: false,
      xpath: false,
      elementRef: false,
    };
    const violations = await page.evaluate(async (runOptions): Promise<AxeViolation[]> => {
      const engine = (window as unknown as { axe: AxeInPage }).axe;
      const result = await engine.run(document, runOptions);
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        tags: v.tags,
        description: v.description,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({
          target: n.target as AxeTarget,
          html: n.html,
          impact: n.impact ?? null,
          failureSummary: n.failureSummary ?? null,
        })),
      }));
    }, options);
    const pageUrl = page.url();
    return violations.flatMap((v) => v.nodes.map((node) => toFinding(v, node, pageUrl)));
  },
};

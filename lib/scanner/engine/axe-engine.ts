import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { ScanFailedError } from './errors.ts';
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
// A second copy (a load that finished after its fallback was evaluated) changes nothing.
const injectScript = () =>
  (inject ??=
    `if (!(window.${MARK} !== undefined && window.${MARK} === window.axe)) {\n${axeSource()};\n` +
    `axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });\nwindow.${MARK} = axe;\n}\nvoid 0;`);
const AXE_SCRIPT: PageScript = { name: `axe-core-${axe.version}.js`, source: injectScript };
/** How long a frame may take to get axe evaluated (it never gets a document, say) before it is left untested. */
const FRAME_INJECT_MS = 5_000;
/** How long a frame may take to load the script by URL before it is evaluated instead. */
const SCRIPT_LOAD_MS = 3_000;
/**
 * What axe loads before the rules that need it. By default also the CSSOM, for which it fetches every
 * stylesheet of the page again: only css-orientation-lock reads it, an experimental rule that no
 * standard runs (the engine's test checks this still holds). Media is for no-autoplay-audio.
 */
export const PRELOAD = { assets: ['media'] };

/** In the frame: whether our copy of axe is there (and is what `axe` names). */
function hasOurAxe(mark: string): boolean {
  const w = window as unknown as Record<string, unknown>;
  return w[mark] !== undefined && w[mark] === w.axe;
}

/**
 * In the frame: runs a script from a URL through a <script> element, removed again once it ran, and
 * tells whether our axe is there then. False, without waiting, where no script can run (a sandboxed
 * frame without allow-scripts, whose scripts never load nor fail) or the page's DOM throws, and after
 * `timeoutMs` where the page keeps it from running. (No named functions inside: bundlers may wrap
 * those in helpers that do not exist in the page.)
 */
function loadScript({ url, mark, timeoutMs }: { url: string; mark: string; timeoutMs: number }): Promise<boolean> {
  const XHTML = 'http://www.w3.org/1999/xhtml'; // an HTML element in any document, XML ones included
  const w = window as unknown as Record<string, unknown>;
  return new Promise((resolve) => {
    try {
      const probe = document.createElementNS(XHTML, 'div') as HTMLElement;
      probe.setAttribute('onclick', 'this.dataset.ran = "1"'); // inline handlers run only where scripts do
      probe.click();
      if (probe.dataset.ran !== '1') return resolve(false);
      const script = document.createElementNS(XHTML, 'script') as HTMLScriptElement;
      let timer: ReturnType<typeof setTimeout> | undefined;
      script.onload = script.onerror = () => {
        clearTimeout(timer);
        script.onload = script.onerror = null;
        script.remove();
        resolve(w[mark] !== undefined && w[mark] === w.axe);
      };
      timer = setTimeout(() => script.onerror?.call(script, new Event('timeout')), timeoutMs);
      script.src = url;
      (document.head ?? document.documentElement ?? document).appendChild(script);
    } catch {
      resolve(false);
    }
  });
}

/** `promise`, or `fallback` after `ms` (the promise's own outcome is dropped then). */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  promise.catch(() => undefined);
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Every frame needs its own copy of axe for the top frame's run to include it. A frame that has it
 * already (prepare() ran, and the frame did not navigate since) is left alone. The script is loaded
 * by URL where the scan serves it (see EngineContext), else, or if that fails, evaluated. A frame
 * that gets neither in time is left without (axe reports it untested); a failure in the main frame
 * is thrown.
 */
async function injectInto(frame: Frame, context: EngineContext): Promise<void> {
  try {
    // A frame that never gets a document would hang evaluate(): null then, and it is left without.
    const present = await within(frame.evaluate(hasOurAxe, MARK), FRAME_INJECT_MS, null);
    if (present !== false) return;
    const url = context.scriptUrl(AXE_SCRIPT);
    let loaded = false;
    if (url) {
      // Timed here too: the page's own timers, which loadScript's timeout uses, are the page's to stop.
      const load = frame.evaluate(loadScript, { url, mark: MARK, timeoutMs: SCRIPT_LOAD_MS }).catch(() => false);
      loaded = await within(load, SCRIPT_LOAD_MS + 500, false);
    }
    if (!loaded) await within(frame.evaluate(injectScript()), FRAME_INJECT_MS, undefined);
  } catch (error) {
    if (frame === frame.page().mainFrame()) throw error;
  }
}

/** In the page: axe's run by our copy, null when the frame does not have it (the page navigated, or kept it out). */
async function runAxe({ options, mark }: { options: axe.RunOptions; mark: string }): Promise<AxeViolation[] | null> {
  const engine = (window as unknown as Record<string, AxeInPage | undefined>)[mark];
  if (!engine) return null;
  const result = await engine.run(document, options);
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
    const options: axe.RunOptions = {
      runOnly: { type: 'tag', values: tagsFor(standard, includeBestPractices) },
      resultTypes: ['violations'],
      preload: PRELOAD,
      frameWaitTime: FRAME_INJECT_MS,
      ancestry: false,
      xpath: false,
      elementRef: false,
    };
    let violations: AxeViolation[] | null = null;
    // Our copy can be gone by the time it runs (a page that navigates itself): load it once more.
    for (let attempt = 0; attempt < 2 && !violations; attempt++) {
      await Promise.all(page.frames().map((frame) => injectInto(frame, context)));
      violations = await page.evaluate(runAxe, { options, mark: MARK });
    }
    if (!violations) throw new ScanFailedError('engine', 'The accessibility checks could not be run in this page.');
    const pageUrl = page.url();
    return violations.flatMap((v) => v.nodes.map((node) => toFinding(v, node, pageUrl)));
  },
};

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { selectorOf, truncateUtf8, type AxeTarget } from './findings.ts';
import type { AnalyzeOptions, EngineFinding, Impact, ScanEngine } from './types.ts';
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
const FRAME_INJECT_MS = 5_000;

/**
 * Every frame needs its own copy of axe for the top frame's run to include it. A frame that has it
 * already (prepare() ran, and the frame did not navigate since) is left alone.
 */
async function injectInto(frame: Frame): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  // A frame that never gets a document would hang evaluate(); axe then just reports it untested.
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, FRAME_INJECT_MS)));
  const ensure = async () => {
    const present = await frame.evaluate((mark) => {
      const w = window as unknown as Record<string, unknown>;
      return w[mark] !== undefined && w[mark] === w.axe;
    }, MARK);
    if (present) return;
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
  async prepare(page: Page): Promise<void> {
    await Promise.all(page.frames().map(injectInto));
  },
  async analyze(page: Page, { standard, includeBestPractices }: AnalyzeOptions): Promise<EngineFinding[]> {
    await Promise.all(page.frames().map(injectInto));
    const options: axe.RunOptions = {
      runOnly: { type: 'tag', values: tagsFor(standard, includeBestPractices) },
      resultTypes: ['violations'],
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

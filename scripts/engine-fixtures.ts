/**
 * Captures what IBM Equal Access and HTMLCS report, as the JSON their in-page code returns, on a few W3C ACT
 * test cases of the committed sample (test/fixtures/act-rules), into test/fixtures/engines/ for the adapters'
 * tests: `npx tsx scripts/engine-fixtures.ts`. Each element's selector and markup come from axe's own
 * utilities (getSelector, getElementSource) so that all engines name an element as axe does; axe's
 * violations are captured beside them to show it. The capture runs in the page's main world: fine for
 * known test pages, never for a scan (the scanner's isolated world).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { E2E_CHROMIUM_FLAGS, e2eChromium } from '../e2e/browser.ts';

const CASES_DIR = 'test/fixtures/act-rules/WAI/content-assets/wcag-act-rules';
export const ENGINE_FIXTURES_DIR = 'test/fixtures/engines';
/** ACT rule id and test case id. */
export type EngineCase = readonly [rule: string, testcase: string];

interface Where {
  selector: string;
  html: string;
}

/** One capture: the page, the engines' versions and what each answered (see test/fixtures/engines/README.md). */
export interface Capture {
  source: string;
  versions: { axe: string; ibm: string; htmlcs: string };
  axe: { ruleId: string; nodes: Where[] }[];
  ibm: ({ ruleId: string; value: [string, string]; reasonId: string; message: string; path: { dom: string }; snippet: string } & Where)[];
  htmlcs: ({ type: number; code: string; msg: string } & Where)[];
}

/** The cases captured: ACT rule and test case (failed and passed examples of image, link, button and form field names). */
export const ENGINE_CASES: readonly EngineCase[] = [
  ['23a2a8', 'fef9a3ad8b2f2a6beeaf44ef7dafce08e743ea67'],
  ['23a2a8', '2f35ed62ed14afb6d9e8b886e95e846f0cfa0d2a'],
  ['c487ae', 'e729027165e293dc32ea88b7264e4c62c306fdd5'],
  ['97a4e1', 'ffe1796f06e1082a8ddae54a471dcca66c783c4e'],
  ['e086e5', 'a59cf1abfabcb96ab4592966bb4a78e788b41017'],
];

// A result about the document is about its root element, as axe reports it.
const WHERE = `window.captureWhere = function (node) {
  var element = node && node.nodeType === 9 ? node.documentElement : node;
  return element && element.nodeType === 1 ? { selector: axe.utils.getSelector(element), html: axe.utils.getElementSource(element) } : { selector: '', html: '' };
};`;

const packageVersion = (name: string) => (JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
const script = (path: string) => readFileSync(join('node_modules', path), 'utf8');

export const fixtureFile = ([rule, testcase]: EngineCase) => join(ENGINE_FIXTURES_DIR, `${rule}-${testcase.slice(0, 8)}.json`);

/** What axe, IBM and HTMLCS answer on one ACT case, loaded from the committed sample in the given page. */
export async function captureCase(page: Page, [rule, testcase]: EngineCase): Promise<Capture> {
  await page.goto(pathToFileURL(join(CASES_DIR, 'testcases', rule, `${testcase}.html`)).href);
  for (const path of ['axe-core/axe.min.js', 'accessibility-checker-engine/ace.js', 'html_codesniffer/build/HTMLCS.js']) {
    await page.addScriptTag({ content: script(path) });
  }
  // A plain script, not a function of this file: tsx would wrap a named function in a helper the page lacks.
  await page.addScriptTag({ content: WHERE });
  const raw: Pick<Capture, 'axe' | 'ibm' | 'htmlcs'> = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the engines' globals, untyped in the page
    const w = window as any;
    const axeRun = await w.axe.run(document, { resultTypes: ['violations'] });
    const axe = axeRun.violations.map((v: { id: string; nodes: { target: string[]; html: string }[] }) => ({
      ruleId: v.id,
      nodes: v.nodes.map((n) => ({ selector: n.target.join(' '), html: n.html })),
    }));
    const ibmReport = await new w.ace.Checker().check(document, ['WCAG_2_2']);
    const htmlcs = await new Promise((resolve, reject) => w.HTMLCS.process('WCAG2AA', document, () => resolve(w.HTMLCS.getMessages()), reject, 'en'));
    w.axe.setup(document);
    const where = w.captureWhere as (node: Node | null) => { selector: string; html: string };
    try {
      return {
        axe,
        ibm: ibmReport.results
          .filter((r: { value: string[] }) => r.value[1] !== 'PASS')
          .map((r: Record<string, unknown> & { node: Node; path: { dom: string } }) => ({
            ruleId: r.ruleId,
            value: r.value,
            reasonId: r.reasonId,
            message: r.message,
            path: { dom: r.path.dom },
            snippet: r.snippet,
            ...where(r.node),
          })),
        htmlcs: (htmlcs as { type: number; code: string; msg: string; element: Node }[]).map((m) => ({
          type: m.type,
          code: m.code,
          msg: m.msg,
          ...where(m.element),
        })),
      };
    } finally {
      w.axe.teardown();
    }
  });
  const versions = {
    axe: packageVersion('axe-core'),
    ibm: packageVersion('accessibility-checker-engine'),
    htmlcs: packageVersion('html_codesniffer'),
  };
  const source = `${CASES_DIR}/testcases/${rule}/${testcase}.html`;
  return { source, versions, ...raw };
}

async function main() {
  mkdirSync(ENGINE_FIXTURES_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: await e2eChromium(), args: E2E_CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    for (const engineCase of ENGINE_CASES) {
      const captured = await captureCase(page, engineCase);
      writeFileSync(fixtureFile(engineCase), `${JSON.stringify(captured, null, 2)}\n`);
      console.log(`${fixtureFile(engineCase)}: axe ${captured.axe.length}, ibm ${captured.ibm.length}, htmlcs ${captured.htmlcs.length}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();

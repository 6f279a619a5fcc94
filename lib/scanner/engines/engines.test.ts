import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTMLCS_ENGINE } from './htmlcs/adapter.ts';
import { IBM_ENGINE } from './ibm/adapter.ts';
import { axeEngine } from './axe/engine.ts';
import { closeBrowser } from '../render/browser.ts';
import { htmlcsEngine } from './htmlcs/engine.ts';
import { ibmEngine } from './ibm/engine.ts';
import { scanEnginesFor } from './registry.ts';
import { AXE_ENGINE, type MergedIssue } from '../merge/merge.ts';
import { FORGED_ENGINES, servePageMap } from './test-pages.ts';
import { isOffByDefault } from './off-by-default.ts';
import { type ScanPageOptions, scanPage } from '../render/scan-page.ts';

/**
 * The engines beside axe in a scan (issue 25): run in the same page load and isolated world as axe, merged
 * per element and criterion, and held to the hostile-page protections axe is (hostile-page.test.ts).
 */

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const page = (head: string, body: string, title = 'Engines') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script>${head}</script></head><body><main><h1>Engines</h1>${body}</main></body></html>`;

const FIXTURE = `<img src="${PIXEL}"><form><input type="text" name="q"></form><a href="/clean">More</a>`;

/** Built-ins and DOM methods the engines use, replaced in the page's world (none of it reaches theirs). */
const POISONED_BUILTINS = `
  Array.prototype.filter = function () { return []; };
  Array.isArray = function () { return false; };
  JSON.stringify = function () { return '{}'; };
  window.setTimeout = function () { return 0; };
  Promise.race = function () { return new Promise(function () {}); };
  Document.prototype.querySelectorAll = function () { return []; };
  Element.prototype.getAttribute = function () { return 'forged'; };
  Node.prototype.contains = function () { return false; };
`;

const PAGES: Record<string, string> = {
  '/poisoned': page(POISONED_BUILTINS, FIXTURE),
  '/fixture': page('', FIXTURE),
  '/forged': page(FORGED_ENGINES, FIXTURE),
  // HTMLCS 2.5.1's 1.3.5 sniff throws on this input (docs/engines.md), which ends its whole run.
  '/htmlcs-throws': page('', `<img src="${PIXEL}"><label>Address <input autocomplete="address-line1 address-line2"></label>`),
  '/many': page('', Array.from({ length: 30 }, (_, i) => `<img id="i${i}" src="${PIXEL}">`).join('')),
  '/clean': page('', '<p>Nothing wrong here.</p>', 'Clean'),
};

let origin = '';
let site: Awaited<ReturnType<typeof servePageMap>>;
const savedEnv = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
  site = await servePageMap(PAGES);
  origin = site.origin;
  await scan('/clean'); // the browser started once, before the tests
}, 30_000);

afterAll(async () => {
  await closeBrowser();
  await site.close();
  if (savedEnv === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = savedEnv;
});

const ALL = scanEnginesFor(['axe', 'ibm', 'htmlcs']);
const scan = (path: string, options: Partial<ScanPageOptions> = {}) =>
  scanPage(`${origin}${path}`, { standard: 'WCAG22_AA', includeBestPractices: false, timeoutMs: 20_000, engines: ALL, ...options });

/** What the merge says of each issue: element, criterion, engines. */
const summary = (findings: unknown[]) => (findings as MergedIssue[]).map((f) => `${f.selector} ${f.criterion} ${f.engines.join('+')}`).sort();

describe('a scan with several engines', () => {
  it('finds issues of each engine, merged per element and criterion, each engine and version recorded', async () => {
    const result = await scan('/fixture', { allRules: true });
    expect(result.engines).toEqual([
      { name: AXE_ENGINE, version: axeEngine.version },
      { name: IBM_ENGINE, version: ibmEngine.version },
      { name: HTMLCS_ENGINE, version: htmlcsEngine.version },
    ]);
    expect(result.failedEngines).toBeUndefined();
    const issues = result.findings as MergedIssue[];
    const image = issues.find((i) => i.selector === 'img' && i.criterion === '1.1.1');
    // Found by all three, one issue with each engine's report, the first engine's finding shown.
    expect(image).toMatchObject({ engine: AXE_ENGINE, ruleId: 'image-alt', engines: [AXE_ENGINE, IBM_ENGINE, HTMLCS_ENGINE], confidence: 'corroborated' });
    expect(image!.reports.map((r) => r.engine)).toEqual([AXE_ENGINE, IBM_ENGINE, HTMLCS_ENGINE]);
    expect(image!.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    const input = issues.filter((i) => i.selector === 'input' && i.engines.length > 1);
    expect(input.length).toBeGreaterThan(0);
    // No element and criterion twice.
    const keys = issues.map((i) => `${i.selector}\u0000${i.criterion ?? i.ruleId}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(result.needsReview?.every((f) => f.review)).toBe(true);
  });

  it('leaves out the findings of the rules off by default unless all rules are asked for (as bench:act does)', async () => {
    const [byDefault, all] = [await scan('/fixture'), await scan('/fixture', { allRules: true })];
    const reports = (findings: unknown[]) =>
      (findings as MergedIssue[]).flatMap((i) => i.reports.map((r) => `${i.selector} ${i.criterion} ${r.engine} ${r.ruleId}`));
    const off = (r: string) => {
      const [, , engine, ruleId] = r.split(' ');
      return engine === IBM_ENGINE ? isOffByDefault('ibm', ruleId!) : engine === HTMLCS_ENGINE && isOffByDefault('htmlcs', ruleId!);
    };
    // HTMLCS's H37 (an image without alt) is off: it flagged ACT passed cases axe's rules did not.
    expect(reports(all.findings)).toContain(`img 1.1.1 ${HTMLCS_ENGINE} Principle1.Guideline1_1.1_1_1.H37`);
    expect(reports(byDefault.findings)).toEqual(reports(all.findings).filter((r) => !off(r)));
    expect((byDefault.findings as MergedIssue[]).find((i) => i.selector === 'img' && i.criterion === '1.1.1')?.engines).toEqual([AXE_ENGINE, IBM_ENGINE]);
  });

  it('scans as before without engines asked for: axe alone, nothing merged', async () => {
    const result = await scan('/fixture', { engines: undefined });
    expect(result.engines).toEqual([{ name: AXE_ENGINE, version: axeEngine.version }]);
    expect(result.findings.every((f) => f.engine === AXE_ENGINE && !('engines' in f))).toBe(true);
    expect(result.needsReview).toBeUndefined();
  });

  it('cannot be fooled by forged window.ace and window.HTMLCS: the findings are those of the same page without them', async () => {
    const [forged, real] = [await scan('/forged'), await scan('/fixture')];
    expect(forged.failedEngines).toBeUndefined();
    expect(summary(forged.findings)).toEqual(summary(real.findings));
    expect(forged.findings.some((f) => f.help === 'forged' || f.failureSummary === 'forged')).toBe(false);
    expect(forged.dropped).toBe(real.dropped);
  });

  it('cannot change what the engines see by replacing built-ins and DOM methods in its own world', async () => {
    const [poisoned, real] = [await scan('/poisoned'), await scan('/fixture')];
    expect(poisoned.failedEngines).toBeUndefined();
    expect(summary(poisoned.findings)).toEqual(summary(real.findings));
  });

  it('records an engine that throws and keeps the findings of the others', async () => {
    const result = await scan('/htmlcs-throws');
    expect(result.failedEngines).toEqual([{ name: HTMLCS_ENGINE, error: expect.stringMatching(/^htmlcs failed: /) }]);
    const image = (result.findings as MergedIssue[]).find((i) => i.selector === 'img' && i.criterion === '1.1.1');
    expect(image?.engines).toEqual([AXE_ENGINE, IBM_ENGINE]);
  });

  it('keeps at most the page cap of merged issues, counting the rest', async () => {
    const result = await scan('/many', { maxFindings: 10 });
    expect(result.findings).toHaveLength(10);
    expect(result.dropped).toBeGreaterThanOrEqual(20);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { ibmRulesNotReported } from './adapter.ts';
import { closeBrowser, withPage } from '../../render/browser.ts';
import { ensureAxeIn } from '../axe/engine.ts';
import { ibmEngine } from './engine.ts';
import { ibmRun } from '../../render/in-page/functions.generated.ts';
import { worldsOf } from '../../render/isolated-world.ts';
import { isOffByDefault } from '../off-by-default.ts';
import { IBM_RULE_MAP } from '../rule-maps.ts';
import type { EngineFinding } from '../types.ts';

/**
 * IBM's rules whose findings a scan would drop are not run at all (ibm/adapter.ts, ibmRulesNotReported): the
 * scan's findings must be exactly those of a run of every rule, filtered as before.
 */

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
// Something for many of IBM's rules: contrast, images, form fields, ARIA roles and properties (rules off
// by default, and rules that depend on others), landmarks, a table, links, headings.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>IBM rules</title></head><body>
<div role="navigation"><a href="#x">x</a></div>
<main><h1>Rules</h1><h3>Skipped level</h3>
<p style="color:#bbb;background:#fff">Low contrast text</p>
<img src="${PIXEL}"><img src="${PIXEL}" alt="">
<form><input type="text" name="q"><select><option>a</option></select><button></button></form>
<div role="button">press</div><div role="checkbox">tick</div><span role="slider" aria-valuenow="x">s</span>
<div role="listbox"><div role="option">o</div></div><div aria-labelledby="missing" role="region">r</div>
<ul role="menu"><li role="menuitem" aria-expanded="maybe">m</li></ul>
<table><tr><td>a</td><td>b</td></tr><tr><td>1</td><td>2</td></tr></table>
<a href="#"></a><a href="#x">click here</a><a href="#x">click here</a>
<iframe srcdoc="<p>frame</p>"></iframe><div id="d"></div><div id="d"></div>
</main><div>Outside every landmark</div></body></html>`;

const STANDARD = 'WCAG22_AA' as const;

afterAll(closeBrowser);

async function ibmFindingsOf(options: { includeBestPractices: boolean; allRules?: boolean }): Promise<EngineFinding[]> {
  return withPage(
    async (page, session) => {
      await page.setContent(PAGE);
      const result = await ibmEngine.analyze(page, { standard: STANDARD, maxFrames: 0, ...options }, session);
      return result.findings;
    },
    { timeoutMs: 60_000, offline: true },
  );
}

describe('IBM rules left out of the run', () => {
  it('lists the rules off by default, and without best practices those mapped to no criterion of the standard', () => {
    const skip = new Set(ibmRulesNotReported({ standard: STANDARD, includeBestPractices: false }));
    for (const ruleId of Object.keys(IBM_RULE_MAP.rules)) if (isOffByDefault('ibm', ruleId)) expect(skip.has(ruleId)).toBe(true);
    for (const ruleId of IBM_RULE_MAP.notWcag) expect(skip.has(ruleId)).toBe(true);
    // A 2.2 criterion's rule is left out of a 2.1 scan, and run in a 2.2 one.
    expect(skip.has('target_spacing_sufficient')).toBe(false);
    expect(new Set(ibmRulesNotReported({ standard: 'WCAG21_AA', includeBestPractices: false })).has('target_spacing_sufficient')).toBe(true);
    // Every rule runs for the ACT benchmark with best practices.
    expect(ibmRulesNotReported({ standard: STANDARD, includeBestPractices: true, allRules: true })).toEqual([]);
    expect(ibmRulesNotReported({ standard: STANDARD, includeBestPractices: true }).every((ruleId) => isOffByDefault('ibm', ruleId))).toBe(true);
  });

  it('runs none of the rules it is told to leave out but those a kept rule depends on', async () => {
    const ruleIds = await withPage(
      async (page, session) => {
        await page.setContent(PAGE);
        await ibmEngine.prepare?.(page, session, { maxFrames: 0 });
        expect(await ensureAxeIn(page, session)).toBe(true);
        const worlds = worldsOf(page);
        const top = await worlds.mainFrameId();
        const run = async (skip: string[]) => {
          const answer = await worlds.call(top, ibmRun, [{ policy: 'WCAG_2_2', skip }, 1000, 200, 20_000]);
          expect(answer.error).toBeNull();
          return { ruleIds: new Set(answer.results.map((r) => r.ruleId)), rulesRun: answer.rulesRun };
        };
        // aria_attribute_value_valid runs only where aria_attribute_allowed passed: kept, it keeps that one running.
        return {
          all: await run([]),
          narrowed: await run(['text_contrast_sufficient', 'aria_attribute_allowed']),
          dependencyLeft: await run(['text_contrast_sufficient', 'aria_attribute_allowed', 'aria_attribute_value_valid']),
        };
      },
      { timeoutMs: 60_000, offline: true },
    );
    const { all, narrowed, dependencyLeft } = ruleIds;
    expect(all.rulesRun).toBeGreaterThan(100);
    expect(narrowed.rulesRun).toBe((all.rulesRun ?? 0) - 1); // contrast left out; aria_attribute_allowed kept for its dependant
    expect(dependencyLeft.rulesRun).toBeLessThan(narrowed.rulesRun ?? 0); // its dependant left out as well: fewer still
    expect(all.ruleIds.has('text_contrast_sufficient')).toBe(true);
    expect(narrowed.ruleIds.has('text_contrast_sufficient')).toBe(false);
    expect(all.ruleIds.has('aria_attribute_value_valid')).toBe(true);
    expect(narrowed.ruleIds.has('aria_attribute_value_valid')).toBe(true);
  }, 30_000);

  it('finds exactly what a run of every rule finds, less what the scan drops', async () => {
    const every = await ibmFindingsOf({ includeBestPractices: true, allRules: true });
    const narrowed = await ibmFindingsOf({ includeBestPractices: false });
    const kept = every.filter((f) => !f.bestPractice && !isOffByDefault('ibm', f.ruleId));
    expect(every.length).toBeGreaterThan(kept.length); // the page has findings of rules left out
    expect(kept.length).toBeGreaterThan(5);
    expect(new Set(kept.map((f) => f.ruleId)).size).toBeGreaterThan(3);
    expect(narrowed).toEqual(kept);
  }, 30_000);
});

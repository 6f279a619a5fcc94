import { Writable } from 'node:stream';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { toJunit } from '../cli/src/format/junit.ts';
import { toJson, toText } from '../cli/src/format/text.ts';
import { type FailOn, gatingIssues, IMPACTS } from '../cli/src/gate.ts';
import { countsOf, LineProgress } from '../cli/src/progress.ts';
import type { Impact } from '../cli/src/types.ts';
import { issue, job, page, report } from './cli-fixtures.ts';

/** The CLI's gate (--fail-on × --min-impact) and its text, JSON and JUnit output. */
describe('the gate', () => {
  // One new and one known issue at each impact, plus a dismissed, an accepted and a false positive (all new, critical).
  const issues = [
    ...IMPACTS.flatMap((impact) => [issue({ impact, baseline: 'new' }), issue({ impact, baseline: 'existing', occurrence: 'recurring' })]),
    issue({ impact: 'critical', baseline: 'new', dismissed: true }),
    issue({ impact: 'critical', baseline: 'accepted' }),
    issue({ impact: 'critical', baseline: 'false_positive' }),
  ];
  const expected: Record<FailOn, Record<Impact, number>> = {
    any: { minor: 8, moderate: 6, serious: 4, critical: 2 },
    new: { minor: 4, moderate: 3, serious: 2, critical: 1 },
    none: { minor: 0, moderate: 0, serious: 0, critical: 0 },
  };
  for (const failOn of ['any', 'new', 'none'] as const) {
    for (const minImpact of IMPACTS) {
      it(`--fail-on ${failOn} --min-impact ${minImpact}: ${expected[failOn][minImpact]} gating issues`, () => {
        const gating = gatingIssues(issues, { failOn, minImpact });
        expect(gating).toHaveLength(expected[failOn][minImpact]);
        expect(gating.every((i) => !i.dismissed && i.baseline !== 'accepted' && i.baseline !== 'false_positive')).toBe(true);
      });
    }
  }

  it('counts an issue as new by its occurrence when the service names no baseline state', () => {
    const older = [issue({ occurrence: 'new' }), issue({ occurrence: 'recurring' })];
    expect(gatingIssues(older, { failOn: 'new', minImpact: 'minor' })).toEqual([older[0]]);
  });
});

describe('text and JSON output', () => {
  it('lists the gating issues and says why the gate failed', () => {
    const gating = [issue({ impact: 'serious', ruleId: 'color-contrast', selector: '.nav > a' })];
    const text = toText(report([{ job: job(), issues: gating, gating, pages: [] }], { failOn: 'any', minImpact: 'serious' }));
    expect(text).toContain('https://shop.example/ (scn_1) completed: 1 page, score 71');
    expect(text).toContain('issues: 1 critical, 1 serious, 0 moderate, 1 minor');
    expect(text).toMatch(/✗ serious +color-contrast {2}\.nav > a {2}https:\/\/shop\.example\//);
    expect(text.trimEnd().split('\n').at(-1)).toBe('Gate failed: 1 issue at or above serious (--fail-on any).');
  });

  it('passes with the baseline counts when nothing new fails', () => {
    const counts = { new: 0, existing: 4, accepted: 1, falsePositive: 0 };
    const scan = job({ summary: { ...job().summary!, baseline: counts } });
    const text = toText(report([{ job: scan, issues: [], gating: [], pages: [] }], { failOn: 'new', minImpact: 'minor' }, true));
    expect(text).toContain('baseline: 0 new, 4 existing, 1 accepted, 0 false positive');
    expect(text).toContain('Gate passed: no new issues at or above minor.');
  });

  it('writes the scans, their issues and the gating ids as JSON', () => {
    const a = issue();
    const b = issue({ impact: 'minor' });
    const body = JSON.parse(toJson(report([{ job: job(), issues: [a, b], gating: [a], pages: [] }], { failOn: 'any', minImpact: 'moderate' })));
    expect(body).toMatchObject({ passed: false, failOn: 'any', minImpact: 'moderate', scans: [{ job: { id: 'scn_1' }, gating: [a.id] }] });
    expect(body.scans[0].issues).toHaveLength(2);
  });
});

describe('JUnit output', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase', 'failure'].includes(name) });

  it('has a suite per scan, a case per page and a failure per gating issue', () => {
    const home = page({ id: 'pg_1', url: 'https://shop.example/' });
    const cart = page({ id: 'pg_2', url: 'https://shop.example/cart', finalUrl: 'https://shop.example/cart/' });
    const broken = page({ id: 'pg_3', url: 'https://shop.example/500', status: 'failed', error: 'HTTP 500' });
    const onHome = [issue({ ruleId: 'image-alt', impact: 'critical', selector: 'img.logo' }), issue({ ruleId: 'label', impact: 'serious', selector: '#q' })];
    const onCart = issue({ ruleId: 'link-name', impact: 'serious', pageUrl: 'https://shop.example/cart/', selector: 'a.x' });
    const gating = [...onHome, onCart];
    const second = job({ id: 'scn_2', url: 'https://blog.example/' });
    const xml = toJunit(
      report(
        [
          { job: job(), issues: gating, gating, pages: [home, cart, broken] },
          { job: second, issues: [], gating: [], pages: [page({ id: 'pg_9', url: 'https://blog.example/' })] },
        ],
        { failOn: 'any', minImpact: 'minor' },
      ),
    );
    const doc = parser.parse(xml);
    expect(doc.testsuites).toMatchObject({ name: 'a11y-platform', tests: '4', failures: '2', errors: '1', skipped: '0' });
    const [shop, blog] = doc.testsuites.testsuite;
    expect(shop).toMatchObject({ name: 'https://shop.example/', id: 'scn_1', tests: '3', failures: '2', errors: '1' });
    const cases = shop.testcase as { name: string; failure?: { message: string; type: string; '#text': string }[]; error?: { message: string } }[];
    expect(cases.map((c) => c.name)).toEqual(['https://shop.example/', 'https://shop.example/cart', 'https://shop.example/500']);
    expect(cases[0]?.failure?.map((f) => f.message)).toEqual(['image-alt (critical) at img.logo', 'label (serious) at #q']);
    expect(cases[0]?.failure?.[0]?.['#text']).toContain('Images must have alternative text');
    expect(cases[1]?.failure?.map((f) => f.type)).toEqual(['link-name']);
    expect(cases[2]?.error?.message).toBe('HTTP 500');
    expect(blog).toMatchObject({ name: 'https://blog.example/', tests: '1', failures: '0' });
    expect(blog.testcase[0].failure).toBeUndefined();
  });

  it('escapes markup in messages and keeps issues of pages not listed', () => {
    const odd = issue({ pageUrl: 'https://shop.example/elsewhere', selector: 'a[href="x&y"] > <b>' });
    const xml = toJunit(report([{ job: job(), issues: [odd], gating: [odd], pages: [] }], { failOn: 'any', minImpact: 'minor' }));
    const doc = parser.parse(xml);
    const cases = doc.testsuites.testsuite[0].testcase;
    expect(cases.map((c: { name: string }) => c.name)).toEqual(['https://shop.example/', 'https://shop.example/elsewhere']);
    expect(cases[1].failure[0].message).toBe('image-alt (critical) at a[href="x&y"] > <b>');
  });
});

describe('progress on a pipe', () => {
  it('writes a line when a scan’s status or page counts change, not on every poll', () => {
    const lines: string[] = [];
    const out = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const progress = new LineProgress(out);
    const running = job({ status: 'running', progress: { done: 1, queued: 3, running: 1, failed: 0, skipped: 0, pagesPerMinute: 6 } });
    progress.update(job({ status: 'queued', progress: { done: 0, queued: 0, running: 0, failed: 0, skipped: 0, pagesPerMinute: null } }));
    progress.update(running);
    progress.update({ ...running, progress: { ...running.progress!, pagesPerMinute: 7 } });
    progress.update(job());
    expect(lines).toEqual([
      'https://shop.example/: queued, 0 of 1 pages\n',
      'https://shop.example/: running, 1 of 5 pages, 6.0 pages/min\n',
      'https://shop.example/: completed, 1 of 1 pages\n',
    ]);
    expect(countsOf(running)).toEqual({ done: 1, found: 5, pagesPerMinute: 6 });
  });
});

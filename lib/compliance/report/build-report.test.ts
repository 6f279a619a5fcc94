import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { allCriteria } from '@/lib/wcag/criteria.ts';
import { FIXTURE_EVALUATION, reportFixture } from '@/test/fixtures/compliance-report.ts';
import { buildReport } from './build-report.ts';
import { buildComplianceModel } from './compliance-model.ts';
import { buildOpenAcr, OPENACR_CATALOG, openAcrCatalogue, validateOpenAcr } from './openacr.ts';
import { buildVpatModel, NOT_YET_EVALUATED, VPAT_TERMS } from './vpat-model.ts';

const rowOf = (model: ReturnType<typeof buildVpatModel>, id: string) => model.tables.flatMap((t) => t.rows).find((r) => r.id === id)!;

describe('the VPAT model', () => {
  it('maps automated failures by the share of pages, manual evaluations directly, and never says Supports without evidence', () => {
    const model = buildVpatModel(reportFixture());
    // 1.1.1 fails on 1 of 3 pages, 1.4.3 on 2 of 3.
    expect(rowOf(model, '1.1.1')).toMatchObject({ term: 'partially-supports', label: 'Partially Supports' });
    expect(rowOf(model, '1.1.1').remarks).toMatch(/on 1 of 3 pages scanned.*main img\.hero/);
    expect(rowOf(model, '1.4.3')).toMatchObject({ term: 'does-not-support', label: 'Does Not Support' });
    expect(rowOf(model, '2.4.2')).toMatchObject({ term: 'supports', draft: false });
    expect(rowOf(model, '2.4.2').remarks).toContain('Evaluated by alice@example.com on 2026-03-02');
    expect(rowOf(model, '1.2.1')).toMatchObject({ term: 'not-evaluated', label: NOT_YET_EVALUATED, draft: true });
    expect(rowOf(model, '1.4.6')).toMatchObject({ level: 'AAA', term: 'not-evaluated', label: 'Not Evaluated', draft: false });
    expect(model.draft).toBe(true);
    expect(model.title).toMatch(/^DRAFT: /);
    expect(model.manual).toEqual([{ id: '2.4.2', title: 'Page Titled', by: 'alice@example.com', at: '2026-03-02' }]);
    // Every criterion of WCAG 2.2, AAA included, once.
    expect(model.tables.flatMap((t) => t.rows.map((r) => r.id))).toEqual(allCriteria('2.2').map((c) => c.id));
  });

  it('names the engines that reported each failure, and how many of its issues each reported', () => {
    const input = reportFixture();
    // Issues stored before engines were recorded count as axe-core's; a merged scan's name each engine.
    expect(rowOf(buildVpatModel(input), '1.1.1').remarks).toMatch(/reported by axe-core \(\d+\);/);
    const images = input.issues.filter((i) => i.wcag.includes('1.1.1'));
    images[0]!.engines = ['axe-core', 'ibm-equal-access', 'htmlcs'];
    images[1]!.engines = ['htmlcs'];
    const remarks = rowOf(buildVpatModel(input), '1.1.1').remarks;
    expect(remarks).toContain(`reported by axe-core (${images.length - 1}), ibm-equal-access (1) and htmlcs (2);`);
    // A criterion without failures names no engine.
    expect(rowOf(buildVpatModel(input), '2.4.2').remarks).not.toContain('reported by');
  });

  it('agrees with the snapshot: a person’s “supports” does not overrule automated failures; dismissals are cited', () => {
    const input = reportFixture();
    const supports = { ...FIXTURE_EVALUATION, criterion: '1.4.3', remarks: 'Checked by hand' };
    // The snapshot keeps the failure (source automated) with the evaluation attached, as evaluateCriteria does.
    input.snapshot.criteria = input.snapshot.criteria.map((c) => (c.criterion === '1.4.3' ? { ...c, evaluation: supports } : c));
    input.evaluations = [FIXTURE_EVALUATION, supports];
    input.dismissals = [{ ruleId: 'image-alt', wcag: ['1.1.1'], occurrences: 2, reason: 'Decorative spacer images', dismissedAt: '2026-03-05T08:00:00.000Z' }];
    const model = buildVpatModel(input);
    expect(rowOf(model, '1.4.3')).toMatchObject({ term: 'does-not-support', label: 'Does Not Support' });
    expect(rowOf(model, '1.4.3').remarks).toContain(
      'alice@example.com evaluated it as Supports on 2026-03-02 (“Checked by hand”); a person’s evaluation does not overrule automated failures',
    );
    expect(rowOf(model, '1.1.1').remarks).toContain(
      '2 findings of the automated rule image-alt were dismissed as false positives on 2026-03-05 (reason: Decorative spacer images).',
    );
    // An evaluation recorded after the snapshot waits for the next one, as in the portal.
    input.evaluations.push({ ...FIXTURE_EVALUATION, criterion: '1.2.1', result: 'not_applicable' });
    expect(rowOf(buildVpatModel(input), '1.2.1')).toMatchObject({ label: NOT_YET_EVALUATED, draft: true });
  });

  it('is final once every A and AA criterion has evidence', () => {
    const input = reportFixture();
    input.snapshot.criteria = input.snapshot.criteria.map((c) => (c.result === 'not_evaluated' ? { ...c, result: 'not_applicable', source: 'automated' } : c));
    const model = buildVpatModel(input);
    expect(model.draft).toBe(false);
    expect(model.title).not.toContain('DRAFT');
    expect(rowOf(model, '1.2.1')).toMatchObject({ term: 'not-applicable', label: 'Not Applicable' });
  });
});

describe('OpenACR', () => {
  it('validates against the schema and uses the catalogue’s criteria and term ids', async () => {
    const { openacr } = buildReport('vpat', reportFixture());
    expect(validateOpenAcr(openacr!)).toEqual([]);
    const doc = parse(openacr!);
    expect(doc.catalog).toBe(OPENACR_CATALOG);
    expect(typeof doc.report_date).toBe('string');
    expect(doc.author.email).toBe('accessibility@acme.example');
    const { criteria, terms } = openAcrCatalogue();
    const rows = Object.values(
      doc.chapters as Record<string, { criteria: { num: string; components: { name: string; adherence: { level: string } }[] }[] }>,
    ).flatMap((c) => c.criteria);
    expect(rows.map((r) => r.num)).toEqual(allCriteria('2.2').map((c) => c.id));
    for (const r of rows) {
      expect(criteria.has(r.num)).toBe(true);
      expect(r.components[0]!.name).toBe('web');
      expect(terms.has(r.components[0]!.adherence.level)).toBe(true);
      expect(Object.keys(VPAT_TERMS)).toContain(r.components[0]!.adherence.level);
    }
    const level = (num: string) => rows.find((r) => r.num === num)!.components[0]!.adherence.level;
    expect([level('1.1.1'), level('1.4.3'), level('2.4.2'), level('1.2.1')]).toEqual(['partially-supports', 'does-not-support', 'supports', 'not-evaluated']);
  });

  it('a 2.1 target lists the 2.1 criteria, all in the catalogue', () => {
    const input = reportFixture();
    input.target.standard = 'WCAG21_AA';
    input.criteria = [...allCriteria('2.1')];
    const yaml = buildOpenAcr(buildVpatModel(input));
    expect(validateOpenAcr(yaml)).toEqual([]);
    expect(yaml).toContain('num: 4.1.1');
    expect(yaml).not.toContain('num: 2.4.11');
  });

  it('drops links that are not http(s) or mailto from remarks and product text, and escapes raw HTML', () => {
    const input = reportFixture({
      product: { name: 'Acme [Portal](javascript:alert(1))', version: '4.2', vendor: 'Acme <img src=x onerror=alert(1)>', contact: 'Ann <javascript:x>' },
    });
    const evaluation = {
      ...input.evaluations[0]!,
      remarks: 'Titles checked, see [notes](javascript:alert(document.cookie)) and [guide](https://example.com/guide)',
    };
    input.evaluations = [evaluation];
    input.snapshot.criteria = input.snapshot.criteria.map((c) => (c.evaluation ? { ...c, evaluation } : c));
    const yaml = buildOpenAcr(buildVpatModel(input));
    expect(validateOpenAcr(yaml)).toEqual([]);
    expect(yaml).not.toMatch(/javascript:/i);
    const doc = parse(yaml);
    const notes = (doc.chapters.success_criteria_level_a.criteria as { num: string; components: { adherence: { notes: string } }[] }[]).find(
      (c) => c.num === '2.4.2',
    )!.components[0]!.adherence.notes;
    expect(notes).toMatch(/^Titles checked, see notes and \[guide\]\(https:\/\/example\.com\/guide\)\. Evaluated by /);
    expect(doc.product.name).toBe('Acme Portal');
    expect(doc.vendor.company_name).toBe('Acme \\<img src=x onerror=alert(1)>');
    expect(doc.vendor.name).toBe('Ann ');
  });

  it('reports what is wrong with an invalid document', () => {
    expect(validateOpenAcr('title: 1\nproduct: {}\n')).toEqual(
      expect.arrayContaining([expect.stringMatching(/author/), expect.stringMatching(/\/title must be string/), expect.stringMatching(/catalog/)]),
    );
    expect(
      validateOpenAcr(
        'catalog: 2.5-edition-wcag-2.2-en\ntitle: t\nproduct: { name: p }\nauthor: { email: "" }\nchapters:\n  success_criteria_level_a:\n    criteria:\n      - num: 9.9.9\n        components: [{ name: web, adherence: { level: great } }]\n',
      ),
    ).toEqual([
      '/chapters/success_criteria_level_a: 9.9.9 is not a criterion of the catalogue',
      '/chapters/success_criteria_level_a: 9.9.9 has the unknown term great',
    ]);
  });
});

describe('the compliance report', () => {
  it('has the score against the minimum and deadline, the trend, top issues and changes', async () => {
    const input = reportFixture({ pages: 10 });
    const model = buildComplianceModel(input);
    expect(model).toMatchObject({ score: 72, minScore: 90, scoreMeetsMinimum: false, deadline: '2026-06-30', daysLeft: 112, deadlineText: '112 days left' });
    expect(model.conformance).toMatchObject({ status: 'does_not_conform', failing: ['1.1.1', '1.3.1', '1.4.1', '1.4.3', '2.4.4', '4.1.2'] });
    expect(model.trend.map((p) => p.score)).toEqual([58, 66, 72]);
    expect(model.byImpact[0]!.impact).toBe('critical');
    expect(model.byPages[0]!.ruleId).toBe('color-contrast');
    expect(model.changes).toMatchObject({ since: '2026-02-09', issuesNew: 4, issuesFixed: 11, scoreChange: 6 });
    expect(buildComplianceModel({ ...input, target: { ...input.target, deadline: '2026-03-01' } }).deadlineText).toBe('9 days overdue');
    const { html, openacr } = buildReport('compliance', input);
    expect(openacr).toBeNull();
    expect(html).toContain('72 of 100: below the minimum of 90');
    expect(html).toContain('Does not conform to WCAG 2.2 Level AA: 6 criteria fail (1.1.1, 1.3.1, 1.4.1, 1.4.3, 2.4.4, 4.1.2)');
    expect(html).toContain('112 days left');
    expect(html).toContain('<caption>Score trend</caption>');
    // The chart is an image with alternate text (printed, it is a Figure with /Alt).
    expect(html).toMatch(/<img alt="Score per snapshot from 2026-01-12 to 2026-03-10: [^"]+" [^>]*src="data:image\/svg\+xml;base64,/);
  });
});

describe('the HTML editions', () => {
  it('are standalone documents with a language, a title and captioned tables', async () => {
    for (const type of ['vpat', 'compliance'] as const) {
      const { html } = buildReport(type, reportFixture());
      expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
      // Nothing to fetch: the only source is the chart, a data: image.
      expect(html).not.toMatch(/<(link|script|iframe|object)\b|url\(|@import/i);
      for (const src of html.match(/\bsrc="[^"]*"/g) ?? []) expect(src).toMatch(/^src="data:image\/svg\+xml;base64,/);
      expect(html.match(/<table/g)!.length).toBe(html.match(/<caption>/g)!.length);
    }
    const { html } = buildReport('vpat', reportFixture({ product: { name: '<script>alert(1)</script>' } }));
    expect(html).not.toContain('<script>');
    expect(html).toContain(FIXTURE_EVALUATION.evaluatedBy);
  });
});

describe('the OpenACR catalogue the service checks against', () => {
  it('has exactly the criteria and terms of GSA’s catalogue file', () => {
    const file = new URL(`../data/catalog/${OPENACR_CATALOG}.yaml`, import.meta.url);
    const doc = parse(readFileSync(file, 'utf8')) as { chapters: { criteria?: { id: string }[] }[]; terms: { id: string }[] };
    const { criteria, terms } = openAcrCatalogue();
    expect([...criteria].sort()).toEqual(doc.chapters.flatMap((c) => (c.criteria ?? []).map((x) => String(x.id))).sort());
    expect([...terms].sort()).toEqual(doc.terms.map((t) => t.id).sort());
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { allCriteria } from '@/lib/compliance/catalogue.ts';
import { FIXTURE_EVALUATION, reportFixture } from '@/test/fixtures/compliance-report.ts';
import { pdfText } from '@/test/pdf-text.ts';
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

  it('is final once every A and AA criterion has evidence', () => {
    const input = reportFixture();
    input.snapshot.criteria = input.snapshot.criteria.map((c) => (c.result === 'not_evaluated' ? { ...c, result: 'not_applicable', source: 'automated' } : c));
    const model = buildVpatModel(input);
    expect(model.draft).toBe(false);
    expect(model.title).not.toContain('DRAFT');
    expect(rowOf(model, '1.2.1')).toMatchObject({ term: 'not-applicable', label: 'Not Applicable' });
  });
});

describe('the VPAT PDF', () => {
  it('lists every WCAG 2.2 A and AA criterion with its conformance term, marked as a draft', async () => {
    const input = reportFixture();
    const { pdf, draft } = await buildReport('vpat', input);
    expect(draft).toBe(true);
    const { text, title, language } = await pdfText(pdf);
    expect(title).toMatch(/^DRAFT: Acme Portal 4\.2 Accessibility Conformance Report$/);
    expect(language).toBe('en');
    expect(text).toMatch(/\bdraft\b/i);
    const model = buildVpatModel(input);
    const expected = allCriteria('2.2').filter((c) => c.level !== 'AAA');
    expect(expected.length).toBe(55);
    for (const c of expected) {
      const start = text.indexOf(`${c.id} ${c.title} (Level ${c.level})`);
      expect(start, c.id).toBeGreaterThan(-1);
      const label = rowOf(model, c.id).label;
      // The term is the next cell of the row.
      expect(text.slice(start, start + 200).replace(/\s+/g, ' '), c.id).toContain(`(Level ${c.level}) ${label}`);
    }
    expect(text).toContain('1.1.1 Non-text Content (Level A) Partially Supports');
    expect(text).toContain('1.4.3 Contrast (Minimum) (Level AA) Does Not Support');
    expect(text).toContain('2.4.2 Page Titled (Level A) Supports');
    expect(text).toContain(`1.2.1 Audio-only and Video-only (Prerecorded) (Level A) ${NOT_YET_EVALUATED}`);
    expect(text).toContain('1.4.6 Contrast (Enhanced) (Level AAA) Not Evaluated');
  });
});

describe('OpenACR', () => {
  it('validates against the schema and uses the catalogue’s criteria and term ids', async () => {
    const { openacr } = await buildReport('vpat', reportFixture());
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
    expect(model).toMatchObject({ score: 72, minScore: 90, compliant: false, deadline: '2026-06-30', daysLeft: 112, deadlineText: '112 days left' });
    expect(model.trend.map((p) => p.score)).toEqual([58, 66, 72]);
    expect(model.byImpact[0]!.impact).toBe('critical');
    expect(model.byPages[0]!.ruleId).toBe('color-contrast');
    expect(model.changes).toMatchObject({ since: '2026-02-09', issuesNew: 4, issuesFixed: 11, scoreChange: 6 });
    expect(buildComplianceModel({ ...input, target: { ...input.target, deadline: '2026-03-01' } }).deadlineText).toBe('9 days overdue');
    const { pdf, html, openacr } = await buildReport('compliance', input);
    expect(openacr).toBeNull();
    const { text } = await pdfText(pdf);
    expect(text).toContain('72 of 100');
    expect(text).toContain('112 days left');
    expect(text).toContain('Score trend');
    expect(html).toContain('<caption>Score trend</caption>');
    expect(html).toContain('role="img"');
  });
});

describe('the HTML editions', () => {
  it('are standalone documents with a language, a title and captioned tables', async () => {
    for (const type of ['vpat', 'compliance'] as const) {
      const { html } = await buildReport(type, reportFixture());
      expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
      expect(html).not.toMatch(/<(link|script|img)\b|url\(|@import|src=/i);
      expect(html).toContain('not tagged');
      expect(html.match(/<table/g)!.length).toBe(html.match(/<caption>/g)!.length);
    }
    const { html } = await buildReport('vpat', reportFixture({ product: { name: '<script>alert(1)</script>' } }));
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCriteria } from '@/lib/wcag/criteria.ts';
import { buildReport } from '@/lib/compliance/report/build-report.ts';
import { validateOpenAcr } from '@/lib/compliance/report/openacr.ts';
import { printPdf } from '@/lib/compliance/report/print-pdf.ts';
import type { BuiltDocuments } from '@/lib/compliance/report/types.ts';
import { buildVpatModel } from '@/lib/compliance/report/vpat-model.ts';
import { analyzeHtml } from '@/lib/remediation/analyze.ts';
import { checkPdf } from '@/lib/remediation/pdf/check-pdf.ts';
import { readStructure } from '@/lib/remediation/pdf/read-structure.ts';
import { closeBrowser } from '@/lib/scanner/render/browser.ts';
import { reportFixture } from './fixtures/compliance-report.ts';
import { overlappingBoxes, pdfText, pdfTextBoxes } from './pdf-text.ts';

/**
 * The reports eat their own cooking: every format the service produces, for both report types, goes through
 * the service's own checks. The PDF (printed as the workflow prints it) gets 0 findings from the same PDF
 * checks POST /remediation/pdf runs; the HTML edition 0 axe violations in the scanner's engine; the OpenACR
 * export validates against GSA's schema and catalogue; the PDF's text lists every criterion with its term;
 * and the first page's text runs (the title block) do not overlap.
 */

const TYPES = ['vpat', 'compliance'] as const;
const fixture = () => reportFixture({ pages: 20, product: { name: 'Acme Pörtal', version: '4.2', vendor: 'Acme Inc.', contact: 'a11y@acme.example' } });
const built = {} as Record<(typeof TYPES)[number], BuiltDocuments & { pdf: Uint8Array }>;

beforeAll(async () => {
  // The browser starts here (seconds on a busy machine), and each format is printed once for all tests.
  for (const type of TYPES) {
    const documents = buildReport(type, fixture());
    built[type] = { ...documents, pdf: await printPdf(documents.printHtml) };
  }
}, 120_000);

afterAll(() => closeBrowser());

describe.each(TYPES)('the %s', (type) => {
  it('PDF passes the service’s own PDF checks with 0 findings: tagged, titled, in English, with bookmarks', async () => {
    const { pdf } = built[type];
    const result = await checkPdf(pdf, `report.${type}.pdf`);
    expect(result.issues.map((i) => `${i.ruleId} ${i.selector}: ${i.description}`)).toEqual([]);
    const structure = await readStructure(pdf);
    expect(structure).toMatchObject({ marked: true, hasStructTree: true, displayDocTitle: true, hasOutlines: true });
    expect(structure.pageCount).toBeGreaterThan(1);
    const { title, language } = await pdfText(pdf);
    expect(title).toBe(type === 'vpat' ? 'DRAFT: Acme Pörtal 4.2 Accessibility Conformance Report' : 'Acme Pörtal 4.2 Compliance Report');
    expect(language).toBe('en');
  });

  it('HTML edition has 0 axe violations', async () => {
    const analysis = await analyzeHtml(built[type].html, 'WCAG22_AA');
    expect(analysis.fragment).toBe(false);
    expect(analysis.findings.map((f) => `${f.ruleId} ${f.selector}`)).toEqual([]);
  });

  it('first page has no overlapping text: the title block reads as laid out', async () => {
    const boxes = await pdfTextBoxes(built[type].pdf, 1);
    const first = boxes.map((b) => b.text).join(' ');
    expect(first).toContain('Acme Pörtal 4.2');
    // For whoever keeps the file: the report's id, the snapshot's date and the live report, on page 1.
    expect(first).toMatch(/Report\s+rpt_fixture\s+of the snapshot of 2026-03-10/);
    expect(first).toContain('http://localhost:3000/compliance/reports/rpt_fixture');
    expect(overlappingBoxes(boxes).map(([a, b]) => `"${a.text}" × "${b.text}"`)).toEqual([]);
  });
});

describe('the VPAT', () => {
  it('OpenACR export validates against GSA’s schema and catalogue', () => {
    expect(validateOpenAcr(built.vpat.openacr!)).toEqual([]);
  });

  it('PDF lists every WCAG 2.2 criterion with its conformance term', async () => {
    const { text } = await pdfText(built.vpat.pdf);
    const flat = text.replace(/\s+/g, ' ');
    const rows = buildVpatModel(fixture()).tables.flatMap((t) => t.rows);
    expect(rows.map((r) => r.id)).toEqual(allCriteria('2.2').map((c) => c.id));
    for (const row of rows) {
      const at = flat.indexOf(`${row.id} ${row.title} (Level ${row.level})`);
      expect(at, row.id).toBeGreaterThan(-1);
      // The term is the row's next cell.
      expect(flat.slice(at, at + 200), row.id).toContain(`(Level ${row.level}) ${row.label}`);
    }
  });
});

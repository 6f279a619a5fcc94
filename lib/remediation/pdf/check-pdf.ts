import { detectLanguage } from '@/lib/content/providers/local/language.ts';
import { AppError } from '@/lib/errors.ts';
import type { RemediationIssue, Suggestion } from '../schemas.ts';
import { assertDecodedSizeWithin } from './decode-budget.ts';
import { type PdfFinding, toIssueAndSuggestion } from './findings.ts';
import { readStructure, type StructureReport } from './read-structure.ts';
import { readTextLayer, type TextLayerReport } from './read-text-layer.ts';

export { loadPdf } from './load-pdf.ts';

/** Pages read for a text layer, from the first: enough to judge a document, bounded for a 25 MiB file. */
export const MAX_TEXT_PAGES = 200;
/** Time for opening the PDF and reading its pages' text; the pages read by then are reported. */
export const CHECK_TIME_BUDGET_MS = 20_000;
/** "Over a few pages": bookmarks are expected from this many pages on. */
export const BOOKMARKS_MIN_PAGES = 6;
/** Findings listed per rule for pages, form fields and figures; the rest are counted in a note. */
export const MAX_FINDINGS_PER_RULE = 20;

export const PDF_REVIEW_NOTES = [
  'These are machine checks only: a PDF that passes them is not necessarily accessible.',
  'A full PDF/UA review (the Matterhorn Protocol) still needs a person for: the logical reading order and tab order; whether alternate texts are meaningful and decorative content is marked as an artifact; headings that match the visual structure and levels; table structure (header cells, scope, irregular tables); lists and links tagged as such; running headers, footers and page numbers marked as artifacts; the language of passages in another language; form field labels, instructions and errors; colour contrast and meaning conveyed by colour alone; fonts embedded with a Unicode mapping; custom tags role-mapped correctly.',
];

export interface PdfCheckResult {
  issues: RemediationIssue[];
  /** One `advice` suggestion per issue; `applied` is always false (nothing is changed in a PDF). */
  suggestions: Suggestion[];
  notes: string[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function validLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    // expected: not a BCP 47 language tag
    return false;
  }
}

function documentFindings(text: TextLayerReport, structure: StructureReport): PdfFinding[] {
  const findings: PdfFinding[] = [];
  if (!structure.marked || !structure.hasStructTree) {
    const missing = [!structure.marked && 'no /MarkInfo /Marked true', !structure.hasStructTree && 'no structure tree (/StructTreeRoot)'].filter(Boolean);
    findings.push({
      ruleId: 'pdf-tagged',
      selector: 'document catalog',
      description: 'The PDF is not tagged: screen readers get no headings, lists, tables or reading order.',
      before: `Untagged: ${missing.join(', ')}.`,
      after:
        'Export the PDF again from its source with tags ("Create tagged PDF" / "Document structure tags for accessibility"), or add tags in a PDF editor (Acrobat: Accessibility > Autotag Document), then check the tags and their order.',
      confidence: 0.95,
    });
  }
  if (text.title === null) {
    findings.push({
      ruleId: 'pdf-title',
      selector: 'document info',
      description: 'The PDF has no document title: viewers and screen readers announce its file name instead.',
      before: 'No title: the document information /Title and the XMP dc:title are missing or empty.',
      after: 'Set a title that says what the document is (document properties > Title; in the source, the document title before exporting).',
      confidence: 0.95,
    });
  }
  if (!structure.displayDocTitle) {
    findings.push({
      ruleId: 'pdf-display-title',
      selector: 'document catalog',
      description: 'Viewers show the file name in the title bar, not the document title.',
      before: 'ViewerPreferences /DisplayDocTitle is not true.',
      after: 'Set ViewerPreferences /DisplayDocTitle to true (Acrobat: document properties > Initial View > Show: Document Title).',
      confidence: 0.9,
    });
  }
  if (text.language === null || !validLanguageTag(text.language)) {
    const detected = detectLanguage(text.sample);
    findings.push({
      ruleId: 'pdf-language',
      selector: 'document catalog',
      description: 'The PDF does not declare a valid language: screen readers may read it with the wrong pronunciation.',
      before: text.language === null ? 'No catalog /Lang.' : `Catalog /Lang is "${text.language}", not a valid language tag.`,
      after: detected
        ? `Set the document language (catalog /Lang) to "${detected}", the language its text appears to be in; check that this is right.`
        : 'Set the document language (catalog /Lang) to the language of its text, as a language tag such as "en" or "de-CH".',
      confidence: detected ? 0.8 : 0.95,
    });
  }
  if (structure.pageCount >= BOOKMARKS_MIN_PAGES && !structure.hasOutlines) {
    findings.push({
      ruleId: 'pdf-bookmarks',
      selector: 'document catalog',
      description: `The document has ${structure.pageCount} pages and no bookmarks to move around in it.`,
      before: 'No bookmarks (catalog /Outlines is missing or empty).',
      after: 'Add bookmarks for the headings (most tools create them from the headings when exporting, e.g. Word: "Create bookmarks using headings").',
      confidence: 0.9,
    });
  }
  return findings;
}

function textLayerFindings(text: TextLayerReport): { findings: PdfFinding[]; notes: string[] } {
  const { pagesExamined, pagesWithoutText } = text;
  if (pagesWithoutText.length === 0) return { findings: [], notes: [] };
  if (pagesWithoutText.length === pagesExamined) {
    return {
      findings: [
        {
          ruleId: 'pdf-text-layer',
          selector: 'document',
          description: 'Scanned document without a text layer: no page has any text, so screen readers find nothing to read.',
          before: `None of the ${plural(pagesExamined, 'page')} checked has text: the pages are images.`,
          after:
            'Run OCR to add a text layer (Acrobat: Scan & OCR > Recognize Text; or ocrmypdf), check the recognised text, then tag the result. Better: export the PDF again from its source document.',
          confidence: 0.9,
          impact: 'critical',
        },
      ],
      notes: [],
    };
  }
  const findings = pagesWithoutText.slice(0, MAX_FINDINGS_PER_RULE).map(
    (page): PdfFinding => ({
      ruleId: 'pdf-text-layer',
      selector: `page ${page}`,
      description: `Page ${page} has no text: if it shows text, that text is an image that screen readers cannot read.`,
      before: `Page ${page} has no text layer (an image only, or blank).`,
      after:
        'If the page shows text, run OCR on it or export it again from its source as text; if it is a picture, tag it as a figure with alternate text; if it is blank, nothing to do.',
      confidence: 0.7,
    }),
  );
  const rest = pagesWithoutText.length - findings.length;
  const notes =
    rest > 0
      ? [
          `${plural(rest, 'more page')} without text (${pagesWithoutText.slice(MAX_FINDINGS_PER_RULE, MAX_FINDINGS_PER_RULE + 30).join(', ')}${rest > 30 ? ', …' : ''}) are not listed.`,
        ]
      : [];
  return { findings, notes };
}

function formFindings(structure: StructureReport): { findings: PdfFinding[]; notes: string[] } {
  const fields = structure.fieldsWithoutName;
  if (fields === null) return { findings: [], notes: ['The form could not be read: its fields were not checked for names.'] };
  const findings = fields.slice(0, MAX_FINDINGS_PER_RULE).map(
    (name): PdfFinding => ({
      ruleId: 'pdf-form-field-name',
      selector: `form field "${name.length > 200 ? `${name.slice(0, 200)}…` : name}"`,
      description: `The form field "${name}" has no accessible name: its internal name is not announced to screen reader users.`,
      before: 'No tooltip (/TU).',
      after: 'Give the field a tooltip (/TU) that says what to enter, matching its visible label (Acrobat: field properties > General > Tooltip).',
      confidence: 0.9,
    }),
  );
  const rest = fields.length - findings.length;
  return { findings, notes: rest > 0 ? [`${plural(rest, 'more form field')} without a name are not listed.`] : [] };
}

function figureFindings(structure: StructureReport): { findings: PdfFinding[]; notes: string[] } {
  if (!structure.hasStructTree) return { findings: [], notes: ['Figures were not checked for alternate text: the document has no tags.'] };
  const { withoutAlt, total, truncated } = structure.figures;
  const findings = withoutAlt.slice(0, MAX_FINDINGS_PER_RULE).map(
    ({ ordinal, page }): PdfFinding => ({
      ruleId: 'pdf-figure-alt',
      selector: page === null ? `figure ${ordinal}` : `page ${page}, figure ${ordinal}`,
      description: `Figure ${ordinal} of ${total}${page === null ? '' : ` (page ${page})`} has no alternate text.`,
      before: 'A Figure tag without /Alt or /ActualText.',
      after:
        'Add alternate text that gives what the image conveys in its context (Acrobat: Reading Order or Tags > Properties > Alternate Text); if it is decorative, mark it as an artifact instead.',
      confidence: 0.95,
    }),
  );
  const notes: string[] = [];
  const rest = withoutAlt.length - findings.length;
  if (rest > 0) notes.push(`${plural(rest, 'more figure')} without alternate text are not listed.`);
  if (truncated) notes.push('The structure tree is very large: only part of it was checked for figures.');
  return { findings, notes };
}

/**
 * Machine checks of a PDF's accessibility: tags, title and whether viewers show it, language, text layer,
 * form field names, bookmarks, figures' alternate text. Each finding comes with advice (nothing is changed
 * in the PDF). A PDF that cannot be read, or needs a password, is 400 `validation_failed`; one that
 * decompresses to more than the decode budget is 413 `payload_too_large`, before either library parses it.
 */
export async function checkPdf(bytes: Uint8Array, url: string): Promise<PdfCheckResult> {
  await assertDecodedSizeWithin(bytes);
  const text = await readTextLayer(bytes, { maxPages: MAX_TEXT_PAGES, deadline: Date.now() + CHECK_TIME_BUDGET_MS });
  const structure = await readStructure(bytes).catch((error: unknown) => {
    if (text.encrypted && error instanceof AppError) {
      throw new AppError('validation_failed', 'The PDF is encrypted and its structure could not be read; send a copy without encryption to check it.', {
        details: [{ path: 'pdf', message: 'The PDF is encrypted.' }],
        internal: error.internal,
        cause: error,
      });
    }
    throw error;
  });

  const notes = [...PDF_REVIEW_NOTES];
  const parts = [textLayerFindings(text), formFindings(structure), figureFindings(structure)];
  const findings = [...documentFindings(text, structure), ...parts.flatMap((p) => p.findings)];
  notes.push(...parts.flatMap((p) => p.notes));
  if (text.numPages > text.pagesExamined) {
    notes.push(
      text.timedOut
        ? `The text layer was checked on the first ${plural(text.pagesExamined, 'page')} of ${text.numPages}: the time for the check ran out.`
        : `The text layer was checked on the first ${MAX_TEXT_PAGES} pages of ${text.numPages}.`,
    );
  }
  if (structure.encrypted || text.encrypted) {
    notes.push('The PDF is encrypted (it opens without a password): alternate texts and field tooltips were checked for presence, not for content.');
  }

  const results = findings.map((f) => toIssueAndSuggestion(f, url));
  return { issues: results.map((r) => r.issue), suggestions: results.map((r) => r.suggestion), notes };
}

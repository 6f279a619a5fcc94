import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, type PDFObject, PDFRef, PDFString, ParseSpeeds } from 'pdf-lib';
import { AppError } from '@/lib/errors.ts';

/** Structure elements visited at most: a deep or cyclic tree cannot keep a request busy. */
const MAX_STRUCTURE_NODES = 100_000;

export interface StructureReport {
  encrypted: boolean;
  pageCount: number;
  /** Catalog /MarkInfo /Marked true. */
  marked: boolean;
  hasStructTree: boolean;
  /** Catalog /ViewerPreferences /DisplayDocTitle true. */
  displayDocTitle: boolean;
  /** Catalog /Outlines with at least one item. */
  hasOutlines: boolean;
  /** Fully qualified names of the form fields without a /TU; null when the form could not be read. */
  fieldsWithoutName: string[] | null;
  figures: {
    total: number;
    /** In structure-tree order; `page` is 1-based, null when the element names none. */
    withoutAlt: { ordinal: number; page: number | null }[];
    /** The walk stopped at MAX_STRUCTURE_NODES. */
    truncated: boolean;
  };
}

/**
 * The document structure as pdf-lib reads it: catalog entries, the structure tree and the form. For an
 * encrypted document (one pdf.js could open without a password) strings stay encrypted here, so /Alt and
 * /TU are checked for presence only.
 */
export async function readStructure(bytes: Uint8Array): Promise<StructureReport> {
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false, parseSpeed: ParseSpeeds.Fast });
    return inspect(doc);
  } catch (error) {
    // A malformed catalog or page tree is the caller's file, not our failure: 400, never 500.
    throw new AppError('validation_failed', 'The PDF could not be read.', {
      details: [{ path: 'pdf', message: 'The PDF could not be read.' }],
      internal: `pdf-lib could not read the PDF: ${String(error)}`,
      cause: error,
    });
  }
}

function inspect(doc: PDFDocument): StructureReport {
  const encrypted = doc.isEncrypted;
  const resolve = (value: PDFObject | undefined): PDFObject | undefined => (value instanceof PDFRef ? doc.context.lookup(value) : value);
  const get = (dict: PDFDict | undefined, key: string) => (dict ? resolve(dict.get(PDFName.of(key))) : undefined);
  const dictAt = (dict: PDFDict | undefined, key: string) => {
    const value = get(dict, key);
    return value instanceof PDFDict ? value : undefined;
  };
  const isTrue = (value: PDFObject | undefined) => value instanceof PDFBool && value.asBoolean();
  const hasText = (value: PDFObject | undefined) =>
    (value instanceof PDFString || value instanceof PDFHexString) && (encrypted || value.decodeText().trim() !== '');

  const catalog = doc.catalog;
  const structTreeRoot = dictAt(catalog, 'StructTreeRoot');
  const outlines = dictAt(catalog, 'Outlines');
  const pages = doc.getPages();
  const pageRefs = new Map<PDFRef, number>(pages.map((page, i) => [page.ref, i + 1])); // refs are interned

  return {
    encrypted,
    pageCount: pages.length,
    marked: isTrue(get(dictAt(catalog, 'MarkInfo'), 'Marked')),
    hasStructTree: structTreeRoot !== undefined,
    displayDocTitle: isTrue(get(dictAt(catalog, 'ViewerPreferences'), 'DisplayDocTitle')),
    hasOutlines: get(outlines, 'First') instanceof PDFDict,
    fieldsWithoutName: unnamedFields(doc, (dict) => hasText(get(dict, 'TU'))),
    figures: structTreeRoot ? figuresWithoutAlt(structTreeRoot, get, pageRefs, hasText) : { total: 0, withoutAlt: [], truncated: false },
  };
}

function unnamedFields(doc: PDFDocument, named: (dict: PDFDict) => boolean): string[] | null {
  // Without an /AcroForm there are no fields; getForm() would make an empty one, harmless but pointless.
  if (!doc.catalog.get(PDFName.of('AcroForm'))) return [];
  try {
    return doc
      .getForm()
      .getFields()
      .filter((field) => !named(field.acroField.dict))
      .map((field) => field.getName());
  } catch {
    return null; // expected: a malformed form: the other checks still stand
  }
}

function figuresWithoutAlt(
  root: PDFDict,
  get: (dict: PDFDict | undefined, key: string) => PDFObject | undefined,
  pageRefs: Map<PDFRef, number>,
  hasText: (value: PDFObject | undefined) => boolean,
): StructureReport['figures'] {
  const roleMap = get(root, 'RoleMap');
  // A custom type counts as a figure when the role map leads to /Figure (a chain of at most 5 steps).
  const isFigure = (type: PDFName) => {
    let name: PDFObject | undefined = type;
    for (let step = 0; step < 6 && name instanceof PDFName; step++) {
      if (name.asString() === '/Figure') return true;
      name = roleMap instanceof PDFDict ? get(roleMap, name.decodeText()) : undefined;
    }
    return false;
  };
  const pageOf = (dict: PDFDict, inherited: number | null) => {
    const ref = dict.get(PDFName.of('Pg'));
    return (ref instanceof PDFRef ? pageRefs.get(ref) : undefined) ?? inherited;
  };

  const result: StructureReport['figures'] = { total: 0, withoutAlt: [], truncated: false };
  const seen = new Set<PDFDict>();
  // Depth first in document order: kids are pushed in reverse.
  const stack: { node: PDFObject | undefined; page: number | null }[] = [{ node: get(root, 'K'), page: null }];
  while (stack.length > 0) {
    if (seen.size >= MAX_STRUCTURE_NODES) {
      result.truncated = true;
      break;
    }
    const { node, page } = stack.pop()!;
    if (node instanceof PDFArray) {
      for (let i = node.size() - 1; i >= 0; i--) stack.push({ node: node.lookup(i), page });
      continue;
    }
    // Marked-content ids (numbers) and references (MCR, OBJR dictionaries without /S) end a branch.
    if (!(node instanceof PDFDict) || seen.has(node)) continue;
    const type = get(node, 'S');
    if (!(type instanceof PDFName)) continue;
    seen.add(node);
    const here = pageOf(node, page);
    if (isFigure(type)) {
      result.total++;
      if (!hasText(get(node, 'Alt')) && !hasText(get(node, 'ActualText'))) result.withoutAlt.push({ ordinal: result.total, page: here });
    }
    stack.push({ node: get(node, 'K'), page: here });
  }
  return result;
}

import { type CheerioAPI, load } from 'cheerio';
import type { AnyNode, Element, ParentNode } from 'domhandler';
import nthCheck from 'nth-check';

/**
 * Submitted HTML is either a whole document or a fragment (a component, a snippet of a page). Both are
 * parsed as browsers parse them (cheerio with parse5 builds the same tree Chromium does, a fragment
 * inside an implied html/head/body), and a fragment is given back as a fragment.
 *
 * Findings name their elements by axe's selectors, mostly chains of `tag:nth-child(k)`. css-select counts
 * an element's position by walking its earlier siblings for every element it tests, so resolving one
 * selector among a thousand siblings was a million steps, and a page with a thousand findings spent over
 * a minute in it. Documents parsed here answer `:nth-child` from positions counted once per parent, kept
 * until the document changes (documentChanged(), called after every edit).
 */

/** A doctype or an `<html>` tag, after any leading comments and whitespace, or an `<html>`, `<head>` or `<body>` tag anywhere. */
export function isFullDocument(html: string): boolean {
  return /^\s*(?:<!--[\s\S]*?-->\s*)*<!doctype\s/i.test(html) || /<(?:html|head|body)[\s>/]/i.test(html);
}

let epoch = 0;

/** Call after changing any document parsed here: element positions are counted afresh. */
export function documentChanged(): void {
  epoch++;
}

interface Positions {
  epoch: number;
  length: number;
  of: Map<Element, number>;
}

const positions = new WeakMap<ParentNode, Positions>();

/** The 1-based position of `element` among its parent's element children, as `:nth-child` counts. */
function positionOf(element: Element): number {
  const parent = element.parent;
  if (!parent) return 1;
  let known = positions.get(parent);
  if (!known || known.epoch !== epoch || known.length !== parent.children.length) {
    const of = new Map<Element, number>();
    let n = 0;
    for (const child of parent.children) if (isTag(child)) of.set(child, ++n);
    known = { epoch, length: parent.children.length, of };
    positions.set(parent, known);
  }
  return known.of.get(element) ?? 0;
}

function isTag(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

const formulas = new Map<string, (position: number) => boolean>();

function nthChild(element: Element, formula: string | null | undefined): boolean {
  if (!formula) return false;
  let test = formulas.get(formula);
  if (!test) {
    test = nthCheck(formula);
    if (formulas.size < 1_000) formulas.set(formula, test);
  }
  // nth-check counts from 0.
  return test(positionOf(element) - 1);
}

const OPTIONS = { pseudos: { 'nth-child': nthChild as (element: Element, value?: string | null) => boolean } };

export function parseDocument(html: string): CheerioAPI {
  return load(html, OPTIONS);
}

/** The document as HTML again: the whole of it, or for a fragment what the body holds (where the parser put a fragment). */
export function serializeDocument(doc: CheerioAPI, fullDocument: boolean): string {
  if (fullDocument) return doc.html();
  const head = doc('head').html() ?? '';
  const body = doc('body').html() ?? '';
  // A fragment with elements that belong in <head> (<title>, <meta>, <style>) keeps them, in front.
  return head + body;
}

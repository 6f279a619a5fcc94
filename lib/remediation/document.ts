import { type CheerioAPI, load } from 'cheerio';

/**
 * Submitted HTML is either a whole document or a fragment (a component, a snippet of a page). Both are
 * parsed as browsers parse them (cheerio with parse5 builds the same tree Chromium does, a fragment
 * inside an implied html/head/body), and a fragment is given back as a fragment.
 */

/** A doctype or an `<html>` tag, after any leading comments and whitespace, or an `<html>`, `<head>` or `<body>` tag anywhere. */
export function isFullDocument(html: string): boolean {
  return /^\s*(?:<!--[\s\S]*?-->\s*)*<!doctype\s/i.test(html) || /<(?:html|head|body)[\s>/]/i.test(html);
}

export function parseDocument(html: string): CheerioAPI {
  return load(html);
}

/** The document as HTML again: the whole of it, or for a fragment what the body holds (where the parser put a fragment). */
export function serializeDocument(doc: CheerioAPI, fullDocument: boolean): string {
  if (fullDocument) return doc.html();
  const head = doc('head').html() ?? '';
  const body = doc('body').html() ?? '';
  // A fragment with elements that belong in <head> (<title>, <meta>, <style>) keeps them, in front.
  return head + body;
}

import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';

/**
 * How deep remediation follows a document. cheerio's text and serialisation recurse once per level and
 * overflow the stack a few thousand levels down; browsers themselves stop nesting elements past 512 in
 * places. 1,000 levels leave every real page through and stop a `"<div>".repeat(5000)` before it gives a 500.
 */
export const MAX_DEPTH = 1_000;

/** The deepest nesting of `doc`, counted without recursion (it stops counting past `limit`). */
export function nestingDepth(doc: CheerioAPI, limit = MAX_DEPTH + 1): number {
  let deepest = 0;
  const stack: [AnyNode, number][] = doc.root()[0] ? [[doc.root()[0] as AnyNode, 0]] : [];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    if (deepest >= limit) return deepest;
    const children = (node as { children?: AnyNode[] }).children;
    if (children) for (const child of children) stack.push([child, depth + 1]);
  }
  return deepest;
}

import { type Cheerio, type CheerioAPI, load } from 'cheerio';
import type { Element } from 'domhandler';
import type { Fixer } from '../types.ts';
import { advise, locate, normalise, suggestion } from './shared.ts';

/**
 * empty-heading and heading-order (best practices behind WCAG 1.3.1 and 2.4.6): an empty heading with
 * nothing inside is removed; a heading that skips levels takes the level after the previous heading's,
 * and the subheadings under it move with it so the outline below stays as it was.
 */

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

function levelOf(el: Element): number | null {
  const aria = Number.parseInt(el.attribs['aria-level'] ?? '', 10);
  if (Number.isInteger(aria) && aria > 0) return aria;
  const tag = /^h([1-6])$/.exec(el.tagName.toLowerCase());
  if (tag) return Number(tag[1]);
  return el.attribs.role === 'heading' ? 2 : null;
}

export const fixEmptyHeading: Fixer = (finding, doc) => {
  const problem = 'This heading is empty, so screen reader users who move through headings land on nothing.';
  const todo = 'Give the heading text that names the section below it, or remove it if it is only there for spacing (use CSS margins instead).';
  const heading = locate(doc, finding);
  if (!heading) return advise(finding, problem, todo);
  const node = heading.get(0)!;
  // Conservative: only a bare <hN> with nothing in it, no id (it may be a link target) and no role.
  const bare = /^h[1-6]$/.test(node.tagName.toLowerCase()) && heading.children().length === 0 && normalise(heading.text()) === '';
  if (!bare || heading.attr('id') !== undefined || heading.attr('role') !== undefined) {
    return advise(finding, problem, todo, doc.html(heading));
  }
  return {
    suggestion: suggestion(finding, { problem, kind: 'replace', before: doc.html(heading), after: '', confidence: 0.85 }),
    apply: (target) => {
      const el = locate(target, finding);
      if (!el || el.children().length > 0 || normalise(el.text()) !== '') return false;
      el.remove();
      return true;
    },
  };
};

/** The heading as an <hN> of another level, attributes and content kept. */
function relevel(heading: Cheerio<Element>, level: number): void {
  const node = heading.get(0)!;
  if (!/^h[1-6]$/.test(node.tagName.toLowerCase()) || node.attribs['aria-level'] !== undefined) {
    heading.attr('aria-level', String(level));
    return;
  }
  node.tagName = `h${Math.min(6, Math.max(1, level))}`;
}

interface Plan {
  heading: Cheerio<Element>;
  level: number;
  target: number;
  /** Headings under it in the outline (deeper, up to the next of its own level or higher). */
  below: Element[];
}

function planFor(doc: CheerioAPI, heading: Cheerio<Element>): Plan | null {
  const node = heading.get(0)!;
  const all = doc(HEADINGS).toArray();
  const index = all.indexOf(node);
  const level = levelOf(node);
  if (index <= 0 || level === null) return null;
  const previous = all
    .slice(0, index)
    .reverse()
    .map(levelOf)
    .find((l): l is number => l !== null);
  if (previous === undefined || level <= previous + 1) return null;
  const below: Element[] = [];
  for (const el of all.slice(index + 1)) {
    const l = levelOf(el);
    if (l === null) continue;
    if (l <= level) break;
    below.push(el);
  }
  return { heading, level, target: previous + 1, below };
}

export const fixHeadingOrder: Fixer = (finding, doc) => {
  const problem = 'This heading skips a level, so the outline suggests a missing section to people who navigate by headings.';
  const todo = 'Use the heading level that follows the previous heading (one deeper at most), styling it with CSS if it should look smaller.';
  const heading = locate(doc, finding);
  if (!heading) return advise(finding, problem, todo);
  const plan = planFor(doc, heading);
  if (!plan) return null;
  const preview = load(doc.html(heading), null, false);
  relevel(preview.root().children().first(), plan.target);
  const moved = plan.below.length
    ? ` The ${plan.below.length} subheading${plan.below.length === 1 ? '' : 's'} under it move up by the same number of levels.`
    : '';
  return {
    suggestion: suggestion(finding, {
      problem: `${problem} It is an h${plan.level} after an h${plan.target - 1}.${moved}`,
      kind: 'replace',
      before: doc.html(heading),
      after: preview.html(),
      confidence: 0.8,
    }),
    apply: (target) => {
      const el = locate(target, finding);
      if (!el) return false;
      // Planned again on the document as other fixes left it: an earlier fix may have moved a heading already.
      const now = planFor(target, el);
      if (!now) return true;
      const delta = now.target - now.level;
      relevel(el, now.target);
      for (const sub of now.below) {
        const l = levelOf(sub);
        if (l !== null) relevel(target(sub), l + delta);
      }
      return true;
    },
  };
};

import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { Fixer } from '../types.ts';
import { advise, isElement, locate, openingTag, suggestion } from './shared.ts';

/**
 * duplicate-id, duplicate-id-active, duplicate-id-aria (WCAG 4.1.1 in 2.0/2.1, 4.1.2): the first element
 * keeps the id (it is the one getElementById, labels and ARIA already resolve to), later ones get
 * `id-2`, `id-3`… Only when nothing in the markup refers to the id: a label, an ARIA relation, an in-page
 * link or a stylesheet rule may have meant a later element, and only a person can tell which.
 */

const ID_LISTS = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-details', 'aria-flowto', 'aria-errormessage', 'headers'];
const ID_SINGLE = ['for', 'aria-activedescendant', 'list', 'form', 'popovertarget', 'commandfor', 'invoketarget'];

function withId(doc: CheerioAPI, id: string): Element[] {
  return doc('[id]')
    .toArray()
    .filter((el) => el.attribs.id === id);
}

function referenced(doc: CheerioAPI, id: string): boolean {
  const refers = doc('*')
    .toArray()
    .filter(isElement)
    .some(
      (el) =>
        ID_SINGLE.some((name) => el.attribs[name]?.trim() === id) ||
        ID_LISTS.some((name) => (el.attribs[name] ?? '').split(/\s+/).includes(id)) ||
        el.attribs.href === `#${id}` ||
        (el.attribs.href ?? '').endsWith(`#${id}`) ||
        (el.attribs['xlink:href'] ?? '') === `#${id}`,
    );
  if (refers) return true;
  const css = doc('style')
    .toArray()
    .map((el) => doc(el).text())
    .join('\n');
  return (
    css.includes(`#${id}`) ||
    doc('[style]')
      .toArray()
      .some((el) => (el.attribs.style ?? '').includes(`#${id}`))
  );
}

function freeIds(doc: CheerioAPI, id: string, count: number): string[] {
  const taken = new Set(
    doc('[id]')
      .toArray()
      .map((el) => el.attribs.id),
  );
  const ids: string[] = [];
  for (let n = 2; ids.length < count; n++) {
    const candidate = `${id}-${n}`;
    if (!taken.has(candidate)) ids.push(candidate);
  }
  return ids;
}

/** The elements after the kept one, and their new ids. */
function plan(doc: CheerioAPI, id: string, keep: Element | undefined): { el: Element; next: string }[] {
  const all = withId(doc, id);
  const kept = keep && all.includes(keep) ? keep : all[0];
  const later = all.filter((el) => el !== kept);
  const ids = freeIds(doc, id, later.length);
  return later.map((el, i) => ({ el, next: ids[i]! }));
}

export const fixDuplicateId: Fixer = (finding, doc) => {
  const located = locate(doc, finding);
  const id = located?.attr('id') ?? /\sid\s*=\s*"([^"]*)"/.exec(finding.html)?.[1];
  const problem = `More than one element has the id "${id ?? ''}", so labels, ARIA relations and scripts may reach the wrong one.`;
  const todo = 'Give each element its own id, and point every label for=, aria-* reference and in-page link at the one meant.';
  if (!id) return advise(finding, problem, todo);
  if (finding.ruleId === 'duplicate-id-aria' || referenced(doc, id)) {
    return advise(finding, `${problem} Something refers to this id, so which element it means must be decided by a person.`, todo);
  }
  const changes = plan(doc, id, located?.get(0));
  if (changes.length === 0) return null;
  return {
    suggestion: suggestion(finding, {
      problem,
      kind: 'attribute',
      before: changes.map(({ el }) => openingTag(el)).join('\n'),
      after: changes.map(({ el, next }) => openingTag(el, { id: next })).join('\n'),
      confidence: 0.9,
    }),
    apply: (target) => {
      const keep = locate(target, finding)?.get(0);
      const renames = plan(target, id, keep);
      if (renames.length === 0) return false;
      for (const { el, next } of renames) el.attribs.id = next;
      return true;
    },
  };
};

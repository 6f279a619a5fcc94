import type { Fixer } from '../types.ts';
import { advise, locate, setAttributes } from './shared.ts';

/** tabindex (best practice behind WCAG 2.4.3): a positive tabindex jumps the queue; 0 keeps the element focusable in document order. */
export const fixTabindex: Fixer = (finding, doc) => {
  const problem = 'A tabindex above 0 moves this element ahead of the page order, so keyboard users meet controls in an unexpected order.';
  const el = locate(doc, finding);
  if (!el) return advise(finding, problem, 'Set tabindex="0" (or remove it) and order the markup the way it should be read.');
  return setAttributes(finding, el, { tabindex: '0' }, `${problem} tabindex="0" keeps it focusable in document order.`, 0.9);
};

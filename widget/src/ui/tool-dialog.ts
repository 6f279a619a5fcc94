import { h, uid } from './dom.ts';

/**
 * A modal dialog of the widget's own, for a tool's answer (reading mode, page structure, content help):
 * a heading that names it, a close button, and `body`; appended to the widget's shadow root by the caller.
 */
export function toolDialog(doc: Document, options: { title: string; closeLabel: string; className?: string; lang?: string }, ...body: Node[]) {
  const titleId = uid('dialog');
  const heading = h(doc, 'h2', { id: titleId }, options.title);
  const close = h(doc, 'button', { type: 'button', class: 'close', 'aria-label': options.closeLabel }, '✕');
  const dialog = h(
    doc,
    'dialog',
    { class: options.className, 'aria-labelledby': titleId, lang: options.lang || undefined },
    h(doc, 'div', { class: 'head' }, heading, close),
    ...body,
  );
  close.addEventListener('click', () => dialog.close());
  return { dialog, heading };
}

import { Readability } from '@mozilla/readability';
import type { WidgetContext } from '../context.ts';
import type { LazyFeature } from '../features/behaviours.ts';
import { h, uid } from '../ui/dom.ts';
import { sanitizeInto } from './reader-sanitize.ts';

/**
 * Reading mode: the page's main content, extracted by @mozilla/readability from a copy of the document,
 * shown in a dialog of the widget's own (the page itself is not touched). A button beside the launcher
 * opens it while the feature is on.
 */
export function start(ctx: WidgetContext): LazyFeature {
  const { doc, i18n } = ctx;
  const titleId = uid('reader');
  const close = h(doc, 'button', { type: 'button', class: 'close', 'aria-label': i18n.t('close') }, '✕');
  const heading = h(doc, 'h2', { id: titleId }, i18n.t('readingMode'));
  const body = h(doc, 'div', { class: 'reader-body' });
  const dialog = h(
    doc,
    'dialog',
    { class: 'reader', 'aria-labelledby': titleId, lang: doc.documentElement.lang || undefined },
    h(doc, 'div', { class: 'head' }, heading, close),
    body,
  );
  const button = h(doc, 'button', { type: 'button', class: 'tool', 'aria-haspopup': 'dialog' }, i18n.t('readingMode'));
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => button.focus());
  button.addEventListener('click', () => {
    const clone = doc.cloneNode(true) as Document;
    clone.querySelector('a11y-widget-root')?.remove();
    const article = new Readability(clone, { charThreshold: 200 }).parse();
    body.replaceChildren();
    if (article?.content) {
      heading.textContent = article.title || i18n.t('readingMode');
      sanitizeInto(doc, article.content, body);
    } else {
      heading.textContent = i18n.t('readingMode');
      body.append(h(doc, 'p', {}, i18n.t('noArticle')));
    }
    dialog.showModal();
  });
  ctx.root.append(dialog);
  ctx.tools.append(button);
  return {
    stop() {
      if (dialog.open) dialog.close();
      dialog.remove();
      button.remove();
    },
  };
}

import { Readability } from '@mozilla/readability';
import type { WidgetContext } from '../context.ts';
import type { LazyFeature } from '../features/behaviours.ts';
import { h } from '../ui/dom.ts';
import { toolDialog } from '../ui/tool-dialog.ts';
import { sanitizeInto } from './reader-sanitize.ts';

/**
 * Reading mode: the page's main content, extracted by @mozilla/readability from a copy of the document,
 * shown in a dialog of the widget's own (the page itself is not touched). A button beside the launcher
 * opens it while the feature is on.
 */
export function start(ctx: WidgetContext): LazyFeature {
  const { doc, i18n } = ctx;
  const body = h(doc, 'div', { class: 'reader-body' });
  const { dialog, heading } = toolDialog(
    doc,
    { title: i18n.t('readingMode'), closeLabel: i18n.t('close'), className: 'reader', lang: doc.documentElement.lang },
    body,
  );
  const button = h(doc, 'button', { type: 'button', class: 'tool', 'aria-haspopup': 'dialog' }, i18n.t('readingMode'));
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

import type { WidgetContext } from '../context.ts';
import type { LazyFeature } from '../features/behaviours.ts';
import { focusOnPage } from '../focus.ts';
import { h } from '../ui/dom.ts';
import { toolDialog } from '../ui/tool-dialog.ts';

/**
 * Page structure: the page's headings and landmarks in a dialog of the widget's own; choosing one moves
 * focus there (with a temporary tabindex the widget owns and removes when focus leaves).
 */

const LANDMARKS: [string, string][] = [
  ['header:not(:is(article, aside, main, nav, section) header), [role="banner"]', 'banner'],
  ['nav, [role="navigation"]', 'navigation'],
  ['main, [role="main"]', 'main'],
  ['aside, [role="complementary"]', 'complementary'],
  ['form[aria-label], form[aria-labelledby], [role="form"], [role="search"], search', 'form'],
  ['section[aria-label], section[aria-labelledby], [role="region"]', 'region'],
  ['footer:not(:is(article, aside, main, nav, section) footer), [role="contentinfo"]', 'contentinfo'],
];

function labelOf(doc: Document, el: Element): string {
  const labelledby = el.getAttribute('aria-labelledby');
  const byId = labelledby
    ?.split(/\s+/)
    .map((id) => doc.getElementById(id)?.textContent ?? '')
    .join(' ');
  return (el.getAttribute('aria-label') || byId || el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 120);
}

export function start(ctx: WidgetContext): LazyFeature {
  const { doc, i18n } = ctx;
  const body = h(doc, 'div', { class: 'body structure' });
  const { dialog } = toolDialog(doc, { title: i18n.t('pageStructure'), closeLabel: i18n.t('close') }, body);
  const button = h(doc, 'button', { type: 'button', class: 'tool', 'aria-haspopup': 'dialog' }, i18n.t('pageStructure'));
  // Where focus goes once the dialog has closed (its close event comes after the click): the chosen place, else the button.
  let destination: HTMLElement | null = null;
  dialog.addEventListener('close', () => {
    if (destination) focusOnPage(destination);
    else button.focus();
    destination = null;
  });

  const entry = (text: string, target: HTMLElement) => {
    const link = h(doc, 'a', { href: '#' }, text);
    link.addEventListener('click', (event) => {
      event.preventDefault();
      destination = target;
      dialog.close();
    });
    return h(doc, 'li', {}, link);
  };

  button.addEventListener('click', () => {
    const headings = [...doc.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(
      (el) => !el.closest('a11y-widget-root') && el.getClientRects().length > 0,
    );
    const headingList = h(doc, 'ul', {});
    for (const el of headings) {
      const level = Number(el.getAttribute('aria-level') ?? el.localName.slice(1)) || 2;
      const item = entry(`${level} · ${labelOf(doc, el) || '—'}`, el);
      item.style.paddingInlineStart = `${(Math.min(level, 6) - 1) * 12}px`;
      headingList.append(item);
    }
    const landmarkList = h(doc, 'ul', {});
    for (const [selector, role] of LANDMARKS) {
      for (const el of doc.querySelectorAll<HTMLElement>(selector)) {
        if (el.closest('a11y-widget-root')) continue;
        const name = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') ? labelOf(doc, el) : '';
        landmarkList.append(entry(name ? `${role}: ${name}` : role, el));
      }
    }
    body.replaceChildren(
      h(doc, 'h3', {}, i18n.t('headings')),
      headings.length > 0 ? headingList : h(doc, 'p', {}, i18n.t('noHeadings')),
      h(doc, 'h3', {}, i18n.t('landmarks')),
      landmarkList,
    );
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

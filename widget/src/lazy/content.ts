import { CONTENT_TRANSFORMS } from '../content-map.ts';
import type { WidgetContext } from '../context.ts';
import type { LazyFeature } from '../features/behaviours.ts';
import type { MessageKey } from '../i18n.ts';
import { h } from '../ui/dom.ts';
import { toolDialog } from '../ui/tool-dialog.ts';

/**
 * Content help through the service's AI transforms, where the tenant allows them for the widget
 * (GET /widget/config): each enabled feature adds a button beside the launcher; its answer opens in a
 * dialog of the widget's own, as text (never as markup), and the page itself is not changed. Text tools
 * read the person's selection, else the page's main content; picture tools read the main content's images.
 * Every call names the end user (X-User-Id) and is counted against their daily allowance.
 */

type Transform = 'simplify' | 'summarize' | 'translate' | 'alt-text' | 'ocr' | 'vocabulary' | 'hints' | 'rephrase';

interface Tool {
  /** The transform it calls (content-map.ts). */
  transform: Transform;
  label: MessageKey;
  /** Needs a selection (a question, a word) rather than the whole page. */
  selection?: boolean;
  pictures?: boolean;
}

const TOOLS: Record<string, Omit<Tool, 'transform'>> = {
  'simplified-text': { label: 'tool.simplify' },
  summaries: { label: 'tool.summarize' },
  translation: { label: 'tool.translate' },
  'vocabulary-helper': { label: 'tool.vocabulary' },
  dictionary: { label: 'tool.dictionary', selection: true },
  'question-hints': { label: 'tool.hints', selection: true },
  'rephrase-questions': { label: 'tool.rephrase', selection: true },
  'image-descriptions': { label: 'tool.describe', pictures: true },
  'image-text-reader': { label: 'tool.ocr', pictures: true },
};

export const CONTENT_TOOLS: Record<string, Tool> = Object.fromEntries(
  Object.entries(TOOLS).map(([code, tool]) => [code, { ...tool, transform: CONTENT_TRANSFORMS[code] as Transform }]),
);

/** About 1,500 tokens: a long article's first part, within one end user's default day several times over. */
const MAX_TEXT = 6_000;
const MAX_PICTURES = 5;

interface ApiError {
  status?: number;
  code?: string;
}

function mainText(doc: Document): string {
  const main = doc.querySelector('main, [role="main"], article') ?? doc.body;
  const clone = main.cloneNode(true) as Element;
  for (const el of clone.querySelectorAll('script, style, noscript, template, a11y-widget-root, nav, aside, footer')) el.remove();
  return (clone.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
}

function pictures(doc: Document): HTMLImageElement[] {
  const main = doc.querySelector('main, [role="main"], article') ?? doc.body;
  return [...main.querySelectorAll('img')]
    .filter((img) => /^https?:/i.test(img.currentSrc || img.src) && img.getClientRects().length > 0)
    .slice(0, MAX_PICTURES);
}

export function start(ctx: WidgetContext): LazyFeature {
  const { doc, i18n, api } = ctx;
  const buttons = new Map<string, HTMLButtonElement>();
  let lastSelection = '';
  let stopped = false;

  const onSelection = () => {
    const text = doc.getSelection()?.toString().trim() ?? '';
    if (text) lastSelection = text.slice(0, MAX_TEXT);
  };
  doc.addEventListener('selectionchange', onSelection);

  const status = h(doc, 'p', { class: 'status', role: 'status' });
  const output = h(doc, 'div', { class: 'reader-body' });
  const { dialog, heading } = toolDialog(
    doc,
    { title: '', closeLabel: i18n.t('close'), className: 'reader' },
    h(doc, 'div', { class: 'body' }, status, output),
  );
  let returnTo: HTMLElement | null = null;
  dialog.addEventListener('close', () => returnTo?.focus());
  ctx.root.append(dialog);

  const call = (transform: Transform, body: object) =>
    api.client.request<Record<string, unknown>>(
      { method: 'POST', path: `/content/${transform}`, body },
      { headers: { 'X-User-Id': encodeURIComponent(api.userId) } },
    );

  const explain = (error: unknown): string => {
    const e = error as ApiError;
    if (e.status === 403) return i18n.t('contentOff');
    if (e.status === 429) return i18n.t('contentAllowance');
    if (e.code === 'ai_provider_required') return i18n.t('contentNeedsModel');
    if (e.status === 402) return i18n.t('contentCredits');
    return i18n.t('contentFailed');
  };

  const show = (label: MessageKey, opener: HTMLElement) => {
    returnTo = opener;
    heading.textContent = i18n.t(label);
    status.textContent = i18n.t('working');
    output.replaceChildren();
    if (!dialog.open) dialog.showModal();
  };

  const runText = async (code: string, tool: Tool, opener: HTMLElement) => {
    const active = ctx.active();
    const text = tool.selection ? lastSelection : lastSelection || mainText(doc);
    show(tool.label, opener);
    if (!text) {
      status.textContent = i18n.t('selectFirst');
      return;
    }
    const body =
      tool.transform === 'simplify'
        ? { text, targetGradeLevel: Math.round(Number(active.get(code)) || 6) }
        : tool.transform === 'summarize'
          ? { text, length: ['short', 'medium', 'long'].includes(active.get(code) ?? '') ? active.get(code) : 'short' }
          : tool.transform === 'translate'
            ? { text, targetLanguage: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(active.get(code) ?? '') ? active.get(code) : 'es' }
            : tool.transform === 'vocabulary'
              ? { text, maxWords: tool.selection ? 5 : 10 }
              : tool.transform === 'hints'
                ? { question: text, count: Math.min(5, Math.max(1, Math.round(numberOrDefault(active.get(code), 3)))) }
                : { question: text };
    try {
      const answer = await call(tool.transform, body);
      status.textContent = '';
      const words = answer.words as { word: string; definition: string }[] | undefined;
      const hints = answer.hints as string[] | undefined;
      if (words) {
        const list = h(doc, 'dl', {});
        for (const w of words) list.append(h(doc, 'dt', {}, w.word), h(doc, 'dd', {}, w.definition));
        output.replaceChildren(words.length > 0 ? list : h(doc, 'p', {}, i18n.t('noWords')));
      } else if (hints) {
        const list = h(doc, 'ol', {});
        for (const hint of hints) list.append(h(doc, 'li', {}, hint));
        output.replaceChildren(list);
      } else {
        output.replaceChildren(
          ...String(answer.result ?? '')
            .split(/\n{2,}|\n/)
            .map((p) => h(doc, 'p', {}, p)),
        );
      }
    } catch (error) {
      status.textContent = explain(error);
    }
  };

  const runPictures = async (tool: Tool, opener: HTMLElement) => {
    show(tool.label, opener);
    const images = pictures(doc);
    if (images.length === 0) {
      status.textContent = i18n.t('noPictures');
      return;
    }
    const list = h(doc, 'ol', {});
    output.replaceChildren(list);
    for (const img of images) {
      const item = h(doc, 'li', {}, h(doc, 'p', {}, h(doc, 'strong', {}, img.alt ? `“${img.alt}”` : i18n.t('noAlt'))));
      list.append(item);
      try {
        const body =
          tool.transform === 'alt-text'
            ? { imageUrl: img.currentSrc || img.src, context: (img.closest('figure')?.textContent ?? '').trim().slice(0, 500) }
            : { imageUrl: img.currentSrc || img.src };
        const answer = await call(tool.transform, body);
        item.append(h(doc, 'p', {}, String(answer.result ?? '')));
      } catch (error) {
        item.append(h(doc, 'p', {}, explain(error)));
      }
      if (stopped) return;
    }
    status.textContent = '';
  };

  const sync = () => {
    void api.transformStates().then((states) => {
      if (stopped) return;
      const active = ctx.active();
      for (const [code, tool] of Object.entries(CONTENT_TOOLS)) {
        const wanted = active.has(code) && states.get(tool.transform) === 'available';
        const button = buttons.get(code);
        if (wanted && !button) {
          const b = h(doc, 'button', { type: 'button', class: 'tool', 'aria-haspopup': 'dialog', 'data-feature': code }, i18n.t(tool.label));
          b.addEventListener('click', () => void (tool.pictures ? runPictures(tool, b) : runText(code, tool, b)));
          ctx.tools.append(b);
          buttons.set(code, b);
        } else if (!wanted && button) {
          button.remove();
          buttons.delete(code);
        }
      }
    });
  };
  sync();
  return {
    update: sync,
    stop() {
      stopped = true;
      doc.removeEventListener('selectionchange', onSelection);
      if (dialog.open) dialog.close();
      dialog.remove();
      for (const b of buttons.values()) b.remove();
      buttons.clear();
    },
  };
}

function numberOrDefault(raw: string | null | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isFinite(n) && raw !== null && raw !== undefined && raw !== '' ? n : fallback;
}

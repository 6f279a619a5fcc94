import type { Behaviour, WidgetContext } from '../context.ts';
import { unmark } from './marks.ts';
import { HOST_TAG } from './page-css.ts';
import { colourOf, numberOf } from './values.ts';

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, td, th, dd, dt, blockquote, figcaption, label, pre';

/**
 * Pointer and focus followers in the widget's layer: reading guide, reading mask, line focus,
 * ADHD-friendly spotlight, tooltips and the text magnifier. One listener set serves them all.
 */
export function pointerTools(): Behaviour {
  let parts: HTMLElement[] = [];
  let listeners: [EventTarget, string, (event: Event) => void][] = [];
  let frame = 0;
  let lastY = -1000;
  let target: Element | null = null;

  const el = (ctx: WidgetContext, className: string) => {
    const div = ctx.doc.createElement('div');
    div.className = className;
    ctx.layer.append(div);
    parts.push(div);
    return div;
  };

  return {
    codes: ['reading-guide', 'reading-mask', 'line-focus', 'adhd-friendly', 'tooltips', 'text-magnifier'],
    // The guide's colour and the mask's height are read at start: any change restarts it.
    start(ctx) {
      this.stop(ctx);
      const active = ctx.active();
      const guide = active.has('reading-guide') ? el(ctx, 'guide') : null;
      if (guide) guide.style.backgroundColor = colourOf(active, 'reading-guide-colour');
      const mask: [HTMLElement, HTMLElement] | null = active.has('reading-mask') ? [el(ctx, 'dim'), el(ctx, 'dim')] : null;
      const spot: [HTMLElement, HTMLElement, HTMLElement, HTMLElement] | null = active.has('adhd-friendly')
        ? [el(ctx, 'dim'), el(ctx, 'dim'), el(ctx, 'dim'), el(ctx, 'dim')]
        : null;
      const bubble = active.has('tooltips') || active.has('text-magnifier') ? el(ctx, 'bubble') : null;
      bubble?.setAttribute('role', 'status');
      const windowHeight = numberOf(active, 'reading-mask');

      // The viewport's size is read only where a tooltip is placed (after the person pointed at something):
      // read in the first frame, before the page's first layout, `innerHeight` lays the whole page out in this
      // callback. Bands reach the viewport's edges by CSS instead.
      const draw = () => {
        frame = 0;
        if (guide) guide.style.transform = `translateY(${lastY + 6}px)`;
        if (mask) {
          const [top, bottom] = mask;
          const from = Math.max(0, lastY - windowHeight / 2);
          place(top, 0, 0, null, from);
          place(bottom, 0, from + windowHeight, null, null);
        }
        const block = target?.closest(BLOCKS) ?? null;
        if (active.has('line-focus')) {
          for (const other of ctx.doc.querySelectorAll('[data-a11yw-focus]')) if (other !== block) other.removeAttribute('data-a11yw-focus');
          block?.setAttribute('data-a11yw-focus', '');
        }
        if (spot) {
          const r = block?.getBoundingClientRect();
          const [a, b, c, d] = spot;
          if (!r) for (const s of spot) place(s, 0, 0, 0, 0);
          else {
            const pad = 8;
            place(a, 0, 0, null, Math.max(0, r.top - pad));
            place(b, 0, r.bottom + pad, null, null);
            place(c, 0, r.top - pad, Math.max(0, r.left - pad), r.height + 2 * pad);
            place(d, r.right + pad, r.top - pad, null, r.height + 2 * pad);
          }
        }
        if (bubble) {
          const text = bubbleText(target, active.has('tooltips'), active.has('text-magnifier'));
          bubble.textContent = text.text;
          bubble.classList.toggle('magnified', text.magnified);
          bubble.hidden = text.text === '';
          const r = target?.getBoundingClientRect();
          if (r && text.text) {
            bubble.style.left = `${Math.max(4, Math.min(r.left, innerWidth - 320))}px`;
            bubble.style.top = `${r.bottom + 8 > innerHeight - 80 ? Math.max(4, r.top - 88) : r.bottom + 8}px`;
          }
        }
      };
      const schedule = () => {
        if (!frame) frame = requestAnimationFrame(draw);
      };
      const onPointer = (event: Event) => {
        const e = event as PointerEvent;
        lastY = e.clientY;
        const hit = e.target instanceof Element && !e.target.closest(HOST_TAG) ? e.target : null;
        target = hit;
        schedule();
      };
      const onFocus = (event: Event) => {
        const focused = event.target instanceof Element && !event.target.closest(HOST_TAG) ? event.target : null;
        if (!focused) return;
        target = focused;
        const r = focused.getBoundingClientRect();
        lastY = r.top + r.height / 2;
        schedule();
      };
      listeners = [
        [ctx.doc, 'pointermove', onPointer],
        [ctx.doc, 'focusin', onFocus],
        [window, 'scroll', schedule],
      ];
      for (const [on, type, fn] of listeners) on.addEventListener(type, fn, { capture: true, passive: true });
      schedule();
    },
    update(ctx) {
      this.start(ctx);
    },
    stop(ctx) {
      for (const [on, type, fn] of listeners) on.removeEventListener(type, fn, { capture: true });
      listeners = [];
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      for (const part of parts) part.remove();
      parts = [];
      unmark(ctx.doc, 'data-a11yw-focus');
    },
  };
}

/** Places a fixed part of the layer; without a width it reaches the viewport's right edge, without a height its bottom. */
function place(el: HTMLElement, left: number, top: number, width: number | null, height: number | null): void {
  el.style.left = `${left}px`;
  el.style.top = `${top}px`;
  el.style.width = width === null ? '' : `${width}px`;
  el.style.right = width === null ? '0' : '';
  el.style.height = height === null ? '' : `${height}px`;
  el.style.bottom = height === null ? '0' : '';
}

/** What the bubble says for the element under the pointer or focus: its tooltip, else its text magnified. */
function bubbleText(target: Element | null, tooltips: boolean, magnifier: boolean): { text: string; magnified: boolean } {
  if (!target) return { text: '', magnified: false };
  if (tooltips) {
    const labelled = target.closest('[title], [aria-label], img[alt]');
    const text = labelled?.getAttribute('title') || labelled?.getAttribute('aria-label') || labelled?.getAttribute('alt') || '';
    if (text.trim()) return { text: text.trim().slice(0, 300), magnified: false };
  }
  if (magnifier) {
    const block = target.closest(BLOCKS) ?? target;
    const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) return { text: text.length > 200 ? `${text.slice(0, 200)}…` : text, magnified: true };
  }
  return { text: '', magnified: false };
}

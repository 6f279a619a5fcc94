import type { WidgetContext } from '../context.ts';
import type { LazyFeature } from '../features/behaviours.ts';
import { numberOf } from '../features/values.ts';
import { h } from '../ui/dom.ts';

/**
 * Read aloud with the browser's own speech synthesis: the selected text, else the page's main content,
 * block by block, at the chosen rate (words per minute; 160 is the synthesiser's normal rate). With
 * "highlight the spoken word", the word being spoken is marked through the CSS Custom Highlight API,
 * which changes nothing in the page's DOM.
 */

const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, dt, dd, blockquote, figcaption, td, th, caption, label';
const NORMAL_WPM = 160;

interface Piece {
  text: string;
  /** The text nodes the piece was read from, with where each starts in `text`. */
  nodes: { node: Text; start: number }[];
}

function piecesOf(root: Element): Piece[] {
  const blocks = [...root.querySelectorAll(BLOCKS)].filter(
    (el) => !el.closest('a11y-widget-root') && !el.parentElement?.closest(BLOCKS) && el.getClientRects().length > 0,
  );
  return (blocks.length > 0 ? blocks : [root]).map((block) => {
    const nodes: Piece['nodes'] = [];
    let text = '';
    const walker = block.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.parentElement?.closest('script, style, noscript')) continue;
      nodes.push({ node, start: text.length });
      text += node.data;
    }
    return { text, nodes };
  });
}

function rangeAt(doc: Document, piece: Piece, index: number, length: number): Range | null {
  for (let i = piece.nodes.length - 1; i >= 0; i--) {
    const entry = piece.nodes[i];
    if (!entry || entry.start > index) continue;
    const offset = index - entry.start;
    const range = doc.createRange();
    range.setStart(entry.node, Math.min(offset, entry.node.length));
    range.setEnd(entry.node, Math.min(offset + length, entry.node.length));
    return range;
  }
  return null;
}

export function start(ctx: WidgetContext): LazyFeature {
  const { doc, i18n } = ctx;
  const synth = window.speechSynthesis as SpeechSynthesis | undefined;
  if (!synth || !ctx.active().has('text-to-speech')) return { stop() {} };
  const highlights = (globalThis as { CSS?: { highlights?: Map<string, unknown> } }).CSS?.highlights;
  const button = h(doc, 'button', { type: 'button', class: 'tool', 'aria-pressed': 'false' }, i18n.t('readPage'));
  let speaking = false;

  const clear = () => highlights?.delete('a11yw-spoken');
  const finish = () => {
    speaking = false;
    button.setAttribute('aria-pressed', 'false');
    button.textContent = i18n.t('readPage');
    clear();
  };

  const speak = () => {
    const selection = doc.getSelection();
    const selected = selection && !selection.isCollapsed ? selection.toString().trim() : '';
    const main = doc.querySelector('main, [role="main"], article') ?? doc.body;
    const pieces: Piece[] = selected ? [{ text: selected, nodes: [] }] : piecesOf(main).filter((p) => p.text.trim() !== '');
    if (pieces.length === 0) return;
    synth.cancel();
    speaking = true;
    button.setAttribute('aria-pressed', 'true');
    button.textContent = i18n.t('stopReading');
    const active = ctx.active();
    const rate = Math.min(10, Math.max(0.1, numberOf(active, 'speech-rate') / NORMAL_WPM));
    const lang = doc.documentElement.lang || undefined;
    pieces.forEach((piece, i) => {
      const utterance = new SpeechSynthesisUtterance(piece.text);
      utterance.rate = active.has('speech-rate') ? rate : 1;
      if (lang) utterance.lang = lang;
      if (active.has('speech-highlight') && highlights && typeof Highlight === 'function') {
        utterance.addEventListener('boundary', (event) => {
          if (event.name !== 'word') return;
          const length = event.charLength || (/^\S+/.exec(piece.text.slice(event.charIndex))?.[0].length ?? 0);
          const range = rangeAt(doc, piece, event.charIndex, length);
          if (range) highlights.set('a11yw-spoken', new Highlight(range));
        });
      }
      if (i === pieces.length - 1) {
        utterance.addEventListener('end', finish);
        utterance.addEventListener('error', finish);
      }
      synth.speak(utterance);
    });
  };

  button.addEventListener('click', () => {
    if (speaking) {
      synth.cancel();
      finish();
    } else speak();
  });
  ctx.tools.append(button);
  return {
    stop() {
      if (speaking) synth.cancel();
      finish();
      button.remove();
    },
  };
}

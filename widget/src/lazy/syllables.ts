import type { WidgetContext } from '../context.ts';
import type { LazyFeature } from '../features/behaviours.ts';

/**
 * Syllable splitting: words in the page's text show their syllables separated by a middle dot, from the
 * hyphenation patterns of the page's language (the `hyphen` package's TeX patterns). The page's text nodes
 * are the one thing this feature changes beyond attributes: each is given back exactly as it was, unless
 * the page has replaced it meanwhile.
 */

const SKIP = 'script, style, noscript, textarea, input, select, code, pre, kbd, samp, [contenteditable=""], [contenteditable="true"], a11y-widget-root';
const SEPARATOR = '·';

export function syllables(hyphenate: (text: string, options: { hyphenChar: string; minWordLength: number }) => string) {
  return function start(ctx: WidgetContext): LazyFeature {
    const originals = new Map<Text, { before: string; after: string }>();
    const walker = ctx.doc.createTreeWalker(ctx.doc.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.nodeValue?.trim() && !node.parentElement?.closest(SKIP) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
    });
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    let index = 0;
    let stopped = false;
    const step = () => {
      if (stopped) return;
      const until = performance.now() + 8;
      while (index < nodes.length && performance.now() < until) {
        const node = nodes[index++];
        if (!node) continue;
        const before = node.data;
        const after = hyphenate(before, { hyphenChar: SEPARATOR, minWordLength: 4 });
        if (after !== before) {
          node.data = after;
          originals.set(node, { before, after });
        }
      }
      if (index < nodes.length) setTimeout(step, 0);
    };
    step();
    return {
      stop() {
        stopped = true;
        for (const [node, { before, after }] of originals) if (node.data === after) node.data = before;
        originals.clear();
      },
    };
  };
}

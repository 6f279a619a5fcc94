/**
 * Copies HTML (the page's own article, as Readability extracted it) into the widget's shadow root with
 * only inert parts: no scripts, frames, forms or event handlers; links only to http(s), mailto and
 * fragments; pictures only from http(s).
 */

const DROP = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'template',
  'svg',
  'math',
  'noscript',
]);
const KEEP_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'scope', 'lang', 'dir', 'headers']);

export function sanitizeInto(doc: Document, html: string, target: HTMLElement): void {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const copy = (node: Node, into: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        into.appendChild(doc.createTextNode(child.nodeValue ?? ''));
        continue;
      }
      if (!(child instanceof Element)) continue;
      const tag = child.localName;
      if (DROP.has(tag)) continue;
      if (!/^[a-z][a-z0-9]*$/.test(tag)) {
        copy(child, into);
        continue;
      }
      const el = doc.createElement(tag);
      for (const attr of child.attributes) {
        if (!KEEP_ATTRIBUTES.has(attr.name)) continue;
        if (attr.name === 'href' && !/^(https?:|mailto:|#)/i.test(attr.value.trim())) continue;
        if (attr.name === 'src' && !/^https?:/i.test(attr.value.trim())) continue;
        el.setAttribute(attr.name, attr.value);
      }
      if (tag === 'a') el.setAttribute('rel', 'noopener noreferrer');
      if (tag === 'img') el.setAttribute('loading', 'lazy');
      copy(child, el);
      into.appendChild(el);
    }
  };
  copy(parsed.body, target);
}

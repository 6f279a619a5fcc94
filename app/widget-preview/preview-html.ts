/**
 * The widget preview (app/widget-preview/route.ts): a static article of an imaginary site, with the
 * widget's script tag as a tenant's page carries it. It runs under the portal's Content-Security-Policy
 * (proxy.ts): the tag carries the request's nonce (and `data-nonce`, for the widget's one style element),
 * and the page has no other script. Links stay on the page, so the frame never leaves it.
 */

export interface PreviewWidget {
  /** A publishable key of the signed-in person's tenant (checked by the route). */
  key: string;
  /** The CSP nonce of this response (the proxy's `x-nonce`); null without one. */
  nonce: string | null;
  userId: string;
  /** hex(HMAC-SHA256(user signing secret, userId)) when the tenant has a secret; null otherwise. */
  signature: string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value (double-quoted) in HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** The script tag of the embed snippet, for this page: the service's own /widget.js. */
export function previewScriptTag(widget: PreviewWidget): string {
  const attributes: [string, string | null][] = [
    ['src', '/widget.js'],
    ['data-key', widget.key],
    ['data-user-id', widget.userId],
    ['data-user-signature', widget.signature],
    ['nonce', widget.nonce],
    ['data-nonce', widget.nonce],
  ];
  const written = attributes.filter((a): a is [string, string] => a[1] !== null && a[1] !== '').map(([name, value]) => `${name}="${escapeHtml(value)}"`);
  return `<script ${written.join(' ')} async></script>`;
}

/** A picture of a shelf of books, as an image file would be: it has alternative text in the page. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160"><rect width="320" height="160" fill="#e8eef5"/>' +
    '<rect x="40" y="30" width="34" height="110" fill="#1d4ed8"/><rect x="80" y="45" width="28" height="95" fill="#b91c1c"/>' +
    '<rect x="114" y="25" width="40" height="115" fill="#15803d"/><rect x="160" y="50" width="30" height="90" fill="#a16207"/>' +
    '<rect x="30" y="140" width="260" height="8" fill="#334155"/><rect x="210" y="60" width="70" height="80" rx="6" fill="#0f172a"/>' +
    '<rect x="216" y="68" width="58" height="62" fill="#f8fafc"/></svg>',
)}`;

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.6; color: #1e293b; background: #ffffff; }
  header { background: #0f3d6e; color: #ffffff; padding: 0.75rem 1.25rem; }
  header p { margin: 0; font-weight: 700; font-size: 1.1rem; }
  main { max-width: 42rem; margin: 0 auto; padding: 1rem 1.25rem 5rem; }
  a { color: #1d4ed8; text-decoration: underline; }
  img { max-width: 100%; height: auto; }
  .note { border-left: 4px solid #b45309; background: #fffbeb; padding: 0.75rem 1rem; }
`;

/** The whole page; with no widget, `note` says why it is missing. */
export function previewHtml({ widget, note }: { widget?: PreviewWidget; note?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Widget preview: Riverside Library</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>Riverside Library</p></header>
<main>
${note ? `<p class="note" role="status">${escapeHtml(note)}</p>\n` : ''}<article>
<h1>Borrowing e-books from the library</h1>
<p>Every member can borrow up to ten e-books and audiobooks at a time, free of charge, on a phone, a tablet or a computer. Loans last three weeks and return themselves: there are never late fees.</p>
<img src="${PICTURE}" width="320" height="160" alt="Four books of different heights on a shelf, beside a tablet showing a book's first page">
<h2 id="start">How to start</h2>
<ol>
<li>Sign in with your library card number and PIN.</li>
<li>Search the catalogue, or browse the new arrivals.</li>
<li>Choose <strong>Borrow</strong>, then read in the browser or download the book to the reading app.</li>
</ol>
<p>Not a member yet? Read <a href="#rules">the lending rules</a> first, then join at any branch with proof of address.</p>
<h2 id="rules">Lending rules</h2>
<ul>
<li>Up to ten titles at once, each for up to three weeks.</li>
<li>Up to five reservations; you are told by email when a reserved title is ready.</li>
<li>A loan can be renewed twice unless someone has reserved the title.</li>
</ul>
<h2 id="help">Help with reading</h2>
<p>Larger text, more spacing between lines, a reading guide and other settings are in the accessibility toolbar at the corner of this page. Your choices follow you to every page of the site.</p>
<p><a href="#start">Back to how to start</a></p>
</article>
</main>
${widget ? previewScriptTag(widget) : ''}
</body>
</html>
`;
}

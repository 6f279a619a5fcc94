import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

/**
 * A tenant's own site for the widget's tests, on its own origin: a page with headings, links, a sticky
 * header, a hover menu, a video with captions, an iframe, a web component with shadow DOM and an animated
 * image (e2e/fixtures/widget-host), with the one script tag the embed snippet gives. `csp: 'strict'`
 * serves it under a nonce-based Content-Security-Policy (the lines the README lists for hosts).
 */

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures', 'widget-host');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.vtt': 'text/vtt',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

export interface HostPage {
  key: string;
  userId?: string;
  signature?: string;
  lang?: string;
  csp?: 'strict';
  /** No script tag: the page calls A11yWidget.init itself (the JS API). */
  noTag?: boolean;
  /** A long article of this many sections (24 elements each) after the page's own content. */
  sections?: number;
}

/** Sections of a long article, as a large page has them: a heading, paragraphs with links and bold words, a list. */
function article(sections: number): string {
  const parts: string[] = [];
  for (let s = 0; s < sections; s++) {
    parts.push(`<section id="s${s}"><h2>Section ${s}</h2>`);
    for (let p = 0; p < 6; p++) parts.push(`<p>Paragraph ${p} of section ${s} with <a href="#s${s}">a link</a> and <strong>bold words</strong>.</p>`);
    parts.push('<ul><li>One</li><li>Two</li><li>Three</li></ul></section>');
  }
  return parts.join('');
}

export interface WidgetHost {
  origin: string;
  url(page: HostPage): string;
  close(): Promise<void>;
}

export const NONCE = 'bm9uY2UtZm9yLXRlc3Rz';

/** The CSP lines a host needs for the widget (README, "Embedding the toolbar"), with the service's origin. */
export function strictPolicy(service: string): string {
  return [
    `default-src 'self'`,
    `script-src 'nonce-${NONCE}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${NONCE}'`,
    `img-src 'self' data: ${service}`,
    `font-src ${service}`,
    `connect-src ${service}`,
    `media-src 'self'`,
    `frame-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
  ].join('; ');
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function serveWidgetHost(service: string): Promise<WidgetHost> {
  const template = await readFile(path.join(FIXTURES, 'page.html'), 'utf8');
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    if (url.pathname === '/') {
      const q = url.searchParams;
      const attributes = [
        `src="${service}/widget.js"`,
        `data-key="${attr(q.get('key') ?? '')}"`,
        q.get('user') ? `data-user-id="${attr(q.get('user') ?? '')}"` : '',
        q.get('sig') ? `data-user-signature="${attr(q.get('sig') ?? '')}"` : '',
        q.get('lang') ? `data-lang="${attr(q.get('lang') ?? '')}"` : '',
        q.get('csp') ? `data-nonce="${NONCE}" nonce="${NONCE}"` : '',
        'async',
      ].filter(Boolean);
      const tag = q.get('notag') ? '' : `<script ${attributes.join(' ')}></script>`;
      const html = template
        .replace('{{lang}}', q.get('pagelang') ?? 'en')
        .replace('{{nonce}}', NONCE)
        .replace('{{widget}}', tag)
        .replace('</main>', `${article(Math.min(400, Number(q.get('sections') ?? 0) || 0))}</main>`);
      const headers: Record<string, string> = { 'content-type': TYPES['.html'] ?? 'text/html' };
      if (q.get('csp') === 'strict') headers['content-security-policy'] = strictPolicy(service);
      return void res.writeHead(200, headers).end(html);
    }
    const file = path.join(FIXTURES, path.basename(url.pathname));
    const body = await readFile(file).catch(() => null);
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    url(page) {
      const q = new URLSearchParams({ key: page.key });
      if (page.userId) q.set('user', page.userId);
      if (page.signature) q.set('sig', page.signature);
      if (page.lang) q.set('pagelang', page.lang);
      if (page.csp) q.set('csp', page.csp);
      if (page.noTag) q.set('notag', '1');
      if (page.sections) q.set('sections', String(page.sections));
      return `${origin}/?${q}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

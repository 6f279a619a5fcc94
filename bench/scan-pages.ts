/**
 * The fixed page set of `npm run bench:scan`: 8 kinds × 3 sizes, generated from a fixed seed so every run
 * scans the same pages, and a loopback server for them. Shared with experiments on the scanner.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The problems are those of test/fixtures/pages (missing alt, missing label, empty button, low contrast,
// missing lang, skipped heading levels) and a few more, inside realistic layouts.

export const PAGE_COUNT = 24;

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#222;background:#fff}
header,footer{background:#f4f4f4;padding:1rem}main{max-width:60rem;margin:auto;padding:1rem}
nav ul{display:flex;gap:1rem;list-style:none;padding:0}img{width:120px;height:80px;background:#ddd}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem}.muted{color:#777}
.card{border:1px solid #ddd;padding:.5rem;margin:.5rem 0}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem}`;
const JS = `document.addEventListener('DOMContentLoaded',function(){var y=document.getElementById('year');if(y)y.textContent='2025';});`;

const WORDS = (
  'accessibility report service customer invoice account settings product order delivery support team ' +
  'update review schedule payment history profile message network policy release feature quality summary'
).split(' ');

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = 'article' | 'article-skipped-headings' | 'form-labelled' | 'form-unlabelled' | 'gallery-alt' | 'gallery-missing-alt' | 'tables' | 'low-contrast';
const KINDS: Kind[] = [
  'article',
  'article-skipped-headings',
  'form-labelled',
  'form-unlabelled',
  'gallery-alt',
  'gallery-missing-alt',
  'tables',
  'low-contrast',
];
const SIZES = [70, 160, 270]; // elements aimed at; each page lands within 50–300

export interface TestPage {
  path: string;
  kind: Kind;
  title: string;
  html: string;
  elements: number;
}

const countElements = (html: string) => (html.match(/<[a-z][a-z0-9]*/gi) ?? []).length;

function generatePage(index: number, kind: Kind, target: number): TestPage {
  const rnd = mulberry32(0x5ca9 + index * 7919);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)]!;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const sentence = () => {
    const s = words(8 + Math.floor(rnd() * 10));
    return `${s[0]!.toUpperCase()}${s.slice(1)}.`;
  };
  const slug = String(index + 1).padStart(2, '0');
  const title = `${kind.replace(/-/g, ' ')} ${slug}`;
  let img = 0;
  const image = (alt: string | null) => `<img src="/img/${slug}-${++img}.gif"${alt === null ? '' : ` alt="${alt}"`} width="120" height="80">`;

  // Problems first (a fixed number per kind, so the set's findings do not depend on the filler).
  const core: string[] = [];
  const filler: (() => string)[] = [];
  let headingLevel = 2;
  const section = () => {
    const h = kind === 'article-skipped-headings' && rnd() < 0.3 ? 4 : headingLevel;
    return `<section><h${h}>${words(3)}</h${h}><p>${sentence()} ${sentence()}</p><p>${sentence()} <a href="/page-${slug}.html#s${Math.floor(rnd() * 99)}">${words(2)}</a>.</p></section>`;
  };
  const listBlock = () => `<ul>${Array.from({ length: 4 }, () => `<li>${words(4)}</li>`).join('')}</ul>`;
  const field = (i: number, labelled: boolean) => {
    const id = `f${slug}-${i}`;
    const type = pick(['text', 'email', 'tel', 'number', 'date']);
    return labelled
      ? `<div><label for="${id}">${words(2)}</label> <input id="${id}" name="${id}" type="${type}"></div>`
      : `<div><span>${words(2)}</span> <input name="${id}" type="${type}" placeholder="${words(1)}"></div>`;
  };
  const tableBlock = (rows: number, headed: boolean) => {
    const cols = 4;
    const head = `<thead><tr>${Array.from({ length: cols }, () => (headed ? `<th scope="col">${words(1)}</th>` : `<td><b>${words(1)}</b></td>`)).join('')}</tr></thead>`;
    const body = Array.from(
      { length: rows },
      () => `<tr>${Array.from({ length: cols }, () => `<td>${words(1)} ${Math.floor(rnd() * 1000)}</td>`).join('')}</tr>`,
    ).join('');
    return `<table>${headed ? `<caption>${words(3)}</caption>` : ''}${head}<tbody>${body}</tbody></table>`;
  };
  const grey = () => pick(['#aaaaaa', '#b3b3b3', '#bbbbbb', '#999999', '#c0c0c0']);

  switch (kind) {
    case 'article':
      core.push(`<p class="lead">${sentence()} ${sentence()}</p>`, image('A chart of the quarterly figures'));
      filler.push(section, listBlock);
      break;
    case 'article-skipped-headings':
      core.push(`<h3>${words(3)}</h3><p>${sentence()}</p>`, `<div role="button" tabindex="0" class="icon"></div>`);
      filler.push(section, listBlock);
      headingLevel = 2;
      break;
    case 'form-labelled':
      core.push(
        `<form action="#"><fieldset><legend>${words(2)}</legend>${[0, 1, 2].map((i) => field(i, true)).join('')}` +
          `<div><label for="c${slug}">${words(1)}</label> <select id="c${slug}"><option>${words(1)}</option><option>${words(1)}</option></select></div>` +
          `<button type="submit">Send</button></fieldset></form>`,
      );
      filler.push(
        () =>
          `<form action="#"><fieldset><legend>${words(2)}</legend>${[1, 2, 3].map((i) => field(Math.floor(rnd() * 1e6) + i, true)).join('')}</fieldset></form>`,
        section,
      );
      break;
    case 'form-unlabelled':
      core.push(
        `<form action="#">${[0, 1, 2].map((i) => field(i, false)).join('')}` +
          `<select name="s${slug}"><option>${words(1)}</option></select><button type="button"></button>` +
          `<input type="image" src="/img/${slug}-submit.gif"></form>`,
      );
      filler.push(() => `<form action="#">${[1, 2].map((i) => field(Math.floor(rnd() * 1e6) + i, true)).join('')}</form>`, section);
      break;
    case 'gallery-alt':
      core.push(
        `<div class="grid">${Array.from({ length: 3 }, () => `<figure>${image(words(3))}<figcaption>${words(4)}</figcaption></figure>`).join('')}</div>`,
      );
      filler.push(() => `<div class="card">${image(words(3))}<p>${sentence()}</p><a href="/page-${slug}.html">${words(2)}</a></div>`, section);
      break;
    case 'gallery-missing-alt':
      core.push(
        `<div class="grid">${image(null)}${image(null)}${image(words(2))}</div>`,
        `<p><a href="/page-01.html">${image(null)}</a> <a href="/page-02.html"><span class="icon"></span></a></p>`,
      );
      filler.push(() => `<div class="card">${image(words(3))}<p>${sentence()}</p></div>`, section);
      break;
    case 'tables':
      core.push(tableBlock(4, true), tableBlock(3, false));
      filler.push(() => tableBlock(3 + Math.floor(rnd() * 4), true), section);
      break;
    case 'low-contrast':
      core.push(
        `<p style="color:${grey()};background:#ffffff">${sentence()}</p>`,
        `<p><a style="color:${grey()}" href="/page-01.html">${words(2)}</a></p>`,
        `<p style="color:#ffffff;background:#8fbc8f">${sentence()}</p>`,
      );
      filler.push(() => `<section><h2>${words(2)}</h2><p class="muted">${sentence()} ${sentence()}</p>${listBlock()}</section>`, section);
      break;
  }

  const nav = `<nav aria-label="Main"><ul>${Array.from({ length: 5 }, (_, i) => `<li><a href="/page-${String(((index + i) % PAGE_COUNT) + 1).padStart(2, '0')}.html">${words(1)}</a></li>`).join('')}</ul></nav>`;
  const lang = kind === 'low-contrast' && index % 3 === 0 ? '' : ' lang="en"'; // missing lang on one page, as in the fixtures
  const wrap = (body: string) => `<!doctype html>
<html${lang}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/assets/site.css">
<script src="/assets/site.js" defer></script>
</head>
<body>
<header>${nav}</header>
<main>
<h1>${title}</h1>
${body}
</main>
<footer><p>&copy; <span id="year"></span> Example Ltd. <a href="/page-01.html">Home</a></p></footer>
</body>
</html>
`;
  const parts = [...core];
  let f = 0;
  // Filler until the target; a block that would pass 300 elements is left out (the next kind may fit).
  for (let misses = 0; countElements(wrap(parts.join('\n'))) < target && misses < filler.length; f++) {
    const block = filler[f % filler.length]!();
    if (countElements(wrap([...parts, block].join('\n'))) > 300) misses++;
    else parts.push(block);
  }
  const html = wrap(parts.join('\n'));
  const elements = countElements(html);
  if (elements < 50 || elements > 300) throw new Error(`page ${slug} has ${elements} elements, outside 50–300`);
  return { path: `/page-${slug}.html`, kind, title, html, elements };
}

export function generatePages(): TestPage[] {
  return Array.from({ length: PAGE_COUNT }, (_, i) => generatePage(i, KINDS[i % KINDS.length]!, SIZES[Math.floor(i / KINDS.length) % SIZES.length]!));
}

export const WARMUP_PAGE = generatePage(99, 'article', 100);
WARMUP_PAGE.path = '/warmup.html';

export interface SiteServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves the pages, their stylesheet, script and images, and any `extra` files (path → type and body). */
export async function serveSite(pages: TestPage[], extra: Record<string, { type: string; body: string }> = {}): Promise<SiteServer> {
  const byPath = new Map([...pages, WARMUP_PAGE].map((p) => [p.path, p.html]));
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
      res.end(body);
    };
    const html = byPath.get(pathname);
    if (html) send(200, 'text/html; charset=utf-8', html);
    else if (pathname === '/assets/site.css') send(200, 'text/css', CSS);
    else if (pathname === '/assets/site.js') send(200, 'text/javascript', JS);
    else if (/^\/img\/[\w-]+\.gif$/.test(pathname)) send(200, 'image/gif', GIF);
    else if (extra[pathname]) send(200, extra[pathname].type, extra[pathname].body);
    else send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

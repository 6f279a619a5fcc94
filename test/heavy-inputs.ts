import zlib from 'node:zlib';

/**
 * The worst inputs the stated limits allow, for the endpoints that compute on what callers send: the
 * responsiveness test (test/event-loop.test.ts), the hostile battery and `npm run bench:loop` use them.
 * Each stays within its endpoint's size limit (500,000 characters of HTML, 50,000 of text), so it reaches
 * the work rather than the size check.
 */

const HTML_LIMIT = 500_000;
const TEXT_LIMIT = 50_000;

const cut = (text: string, limit: number) => text.slice(0, limit);

/** HTML for POST /remediation/html, by what makes a parser or the fixes slow. */
export const HEAVY_HTML = {
  /** 99,000 unclosed divs: parse5 took 153 s on the main thread. */
  deepNesting: '<div>'.repeat(99_000),
  /** One element with 40,000 attributes: parse5 checks duplicates quadratically (20 s). */
  manyAttributes: cut(`<div ${Array.from({ length: 40_000 }, (_, i) => `a${i}=""`).join(' ')}>x</div>`, HTML_LIMIT),
  /** 124,000 elements. */
  manyElements: '<br>'.repeat(124_000),
  /** One attribute value of 490,000 characters on an element without other faults. */
  hugeAttribute: `<!doctype html><html lang="en"><head><title>Huge attribute</title></head><body><main><h1>Huge</h1><p data-x="${'x'.repeat(490_000)}">Text</p></main></body></html>`,
} as const;

/** A page of `n` low-contrast paragraphs: n findings, each with a fix to verify. */
export function lowContrastPage(n: number): string {
  const paragraphs = Array.from({ length: n }, (_, i) => `<p style="color:#aaa;background:#fff">Paragraph ${i} with low contrast text.</p>`).join('');
  return `<!doctype html><html lang="en"><head><title>Low contrast</title></head><body><main><h1>Low contrast</h1>${paragraphs}</main></body></html>`;
}

/** Text for the offline engines (grammar, simplify, summarize, vocabulary), by what made them slow. */
export const HEAVY_TEXT = {
  /** One 50,000-character "word": crashed Harper's WebAssembly after 17 s; wink-nlp 5 s, syllable counts 8 s. */
  longWord: 'x'.repeat(TEXT_LIMIT),
  /** Hebrew: Harper 185 s. */
  hebrew: cut('שלום עולם זה טקסט ארוך '.repeat(3_000), TEXT_LIMIT),
  /** Emoji without spaces: Harper 65 s, token counting 48 s. */
  emoji: '😀'.repeat(TEXT_LIMIT / 2),
  /** Combining accents piled on letters: Harper 38 s. */
  combining: cut(`a${'\u0301'.repeat(20)} `.repeat(3_000), TEXT_LIMIT),
  /** CJK without spaces: token counting 60 s. */
  cjk: Array.from({ length: TEXT_LIMIT }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20_000))).join(''),
  /** One 50,000-character sentence: simplify 17 s. */
  oneSentence: cut('word '.repeat(10_000), TEXT_LIMIT),
} as const;

/** A PNG whose header claims 30,000 × 20,000 pixels (600 MP: gigabytes once decoded) with almost no data. */
export function hugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF whose body is an array nested `depth` levels deep: recursive parsers overflow their stack. */
export function deeplyNestedPdf(depth: number): Buffer {
  const body = `1 0 obj\n<< /Type /Catalog /Pages 2 0 R /X ${'['.repeat(depth)}${']'.repeat(depth)} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n`;
  const xref = `xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n${String(body.indexOf('2 0 obj') + 9).padStart(10, '0')} 00000 n \n`;
  return Buffer.from(`%PDF-1.7\n${body}${xref}trailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n${9 + body.length}\n%%EOF\n`, 'latin1');
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { PDFDocument, PDFName, type PDFPage, PDFRawStream, PDFString, rgb, StandardFonts } from 'pdf-lib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import { remediationIssueDto, suggestionDto } from '../schemas.ts';
import { checkPdf, loadPdf } from './check-pdf.ts';
import { assertDecodedSizeWithin, MAX_DECODED_BYTES } from './decode-budget.ts';

async function withText(doc: PDFDocument, pages = 1): Promise<PDFPage[]> {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  return Array.from({ length: pages }, (_, i) => {
    const page = doc.addPage([400, 300]);
    page.drawText(`The quick brown fox jumps over the lazy dog on page ${i + 1}.`, { x: 20, y: 250, size: 12, font });
    return page;
  });
}

/** Title shown in the title bar, language English, MarkInfo and a structure tree with two figures, one with /Alt. */
async function taggedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const [page] = await withText(doc);
  const ctx = doc.context;
  const rootRef = ctx.nextRef();
  const documentRef = ctx.nextRef();
  const described = ctx.register(
    ctx.obj({ Type: 'StructElem', S: 'Figure', P: documentRef, Pg: page!.ref, K: 0, Alt: PDFString.of('A bar chart of sales by year') }),
  );
  const bare = ctx.register(ctx.obj({ Type: 'StructElem', S: 'Figure', P: documentRef, Pg: page!.ref, K: 1 }));
  const paragraph = ctx.register(ctx.obj({ Type: 'StructElem', S: 'P', P: documentRef, Pg: page!.ref, K: 2 }));
  ctx.assign(documentRef, ctx.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: [described, paragraph, bare] }));
  ctx.assign(rootRef, ctx.obj({ Type: 'StructTreeRoot', K: documentRef }));
  doc.catalog.set(PDFName.of('StructTreeRoot'), rootRef);
  doc.catalog.set(PDFName.of('MarkInfo'), ctx.obj({ Marked: true }));
  doc.setTitle('Annual report', { showInWindowTitleBar: true });
  doc.setLanguage('en');
  return doc.save();
}

const ruleIds = (result: { issues: { ruleId: string }[] }) => result.issues.map((i) => i.ruleId);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('checkPdf', () => {
  it('finds an untagged PDF without title or language, and no text layer problem on a page with text', async () => {
    const doc = await PDFDocument.create();
    await withText(doc);
    const result = await checkPdf(await doc.save(), 'https://example.com/report.pdf');

    expect(ruleIds(result)).toEqual(expect.arrayContaining(['pdf-tagged', 'pdf-title', 'pdf-language']));
    expect(ruleIds(result)).not.toContain('pdf-text-layer');
    expect(ruleIds(result)).not.toContain('pdf-figure-alt');
    expect(ruleIds(result)).not.toContain('pdf-bookmarks');
    const tagged = result.issues.find((i) => i.ruleId === 'pdf-tagged')!;
    expect(tagged).toMatchObject({
      engine: 'pdf',
      wcag: ['1.3.1'],
      level: 'A',
      selector: 'document catalog',
      html: '',
      pageUrl: 'https://example.com/report.pdf',
    });
    expect(result.issues.find((i) => i.ruleId === 'pdf-title')).toMatchObject({ wcag: ['2.4.2'], selector: 'document info' });
    // The language is detected from the text and suggested.
    expect(result.suggestions.find((s) => s.ruleId === 'pdf-language')?.fix.after).toContain('"en"');

    for (const issue of result.issues) remediationIssueDto.parse(issue);
    for (const suggestion of result.suggestions) suggestionDto.parse(suggestion);
    expect(result.suggestions.map((s) => s.fingerprint)).toEqual(result.issues.map((i) => i.fingerprint));
    expect(result.suggestions.every((s) => s.fix.kind === 'advice' && s.source === 'rule' && !s.applied)).toBe(true);
    expect(result.notes.join(' ')).toMatch(/machine checks only/);
    expect(result.notes.join(' ')).toMatch(/reading order/);

    const again = await checkPdf(await doc.save(), 'https://example.com/report.pdf');
    expect(again.issues.map((i) => i.fingerprint)).toEqual(result.issues.map((i) => i.fingerprint));
  });

  it('accepts a tagged PDF with a shown title and a language, and finds the one figure without alternate text', async () => {
    const result = await checkPdf(await taggedPdf(), '');

    expect(ruleIds(result)).toEqual(['pdf-figure-alt']);
    expect(result.issues[0]).toMatchObject({ wcag: ['1.1.1'], impact: 'critical', selector: 'page 1, figure 2', pageUrl: '' });
    expect(result.suggestions[0]!.fix.before).toMatch(/without \/Alt/);
  });

  it('finds a role-mapped figure without alternate text', async () => {
    const doc = await PDFDocument.create();
    const [page] = await withText(doc);
    const ctx = doc.context;
    const rootRef = ctx.nextRef();
    const image = ctx.register(ctx.obj({ Type: 'StructElem', S: 'Image', P: rootRef, Pg: page!.ref, K: 0 }));
    ctx.assign(rootRef, ctx.obj({ Type: 'StructTreeRoot', K: [image], RoleMap: { Image: 'Figure' } }));
    doc.catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    doc.catalog.set(PDFName.of('MarkInfo'), ctx.obj({ Marked: true }));

    const result = await checkPdf(await doc.save(), '');
    expect(result.issues.filter((i) => i.ruleId === 'pdf-figure-alt').map((i) => i.selector)).toEqual(['page 1, figure 1']);
  });

  it('finds a scanned document without a text layer, and image-only pages among text pages', async () => {
    const scanned = await PDFDocument.create();
    scanned.addPage([400, 300]).drawRectangle({ x: 20, y: 20, width: 200, height: 100, color: rgb(0.2, 0.2, 0.2) });
    const all = await checkPdf(await scanned.save(), '');
    const finding = all.issues.filter((i) => i.ruleId === 'pdf-text-layer');
    expect(finding).toHaveLength(1);
    expect(finding[0]).toMatchObject({ selector: 'document', impact: 'critical', wcag: ['1.1.1', '1.4.5'] });
    expect(finding[0]!.description).toMatch(/Scanned document without a text layer/);

    const mixed = await PDFDocument.create();
    await withText(mixed, 2);
    mixed.insertPage(1, [400, 300]).drawRectangle({ x: 20, y: 20, width: 200, height: 100, color: rgb(0.2, 0.2, 0.2) });
    const some = await checkPdf(await mixed.save(), '');
    expect(some.issues.filter((i) => i.ruleId === 'pdf-text-layer').map((i) => i.selector)).toEqual(['page 2']);
  });

  it('finds form fields without a tooltip, not those with one', async () => {
    const doc = await PDFDocument.create();
    const [page] = await withText(doc);
    const form = doc.getForm();
    form.createTextField('email').addToPage(page!, { x: 20, y: 150, width: 200, height: 20 });
    const named = form.createTextField('phone');
    named.addToPage(page!, { x: 20, y: 100, width: 200, height: 20 });
    named.acroField.dict.set(PDFName.of('TU'), PDFString.of('Phone number'));

    const result = await checkPdf(await doc.save(), '');
    const fields = result.issues.filter((i) => i.ruleId === 'pdf-form-field-name');
    expect(fields.map((i) => i.selector)).toEqual(['form field "email"']);
    expect(fields[0]!.wcag).toEqual(['4.1.2', '1.3.1', '3.3.2']);
  });

  it('asks for bookmarks from 6 pages on', async () => {
    const long = await PDFDocument.create();
    await withText(long, 8);
    const result = await checkPdf(await long.save(), '');
    expect(result.issues.find((i) => i.ruleId === 'pdf-bookmarks')).toMatchObject({ impact: 'minor', wcag: ['2.4.5'], level: 'AA', bestPractice: true });

    const short = await PDFDocument.create();
    await withText(short, 5);
    expect(ruleIds(await checkPdf(await short.save(), ''))).not.toContain('pdf-bookmarks');
  });

  it('refuses a file that only starts like a PDF as unreadable (400, not 500)', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF\n%%EOF');
    await expect(checkPdf(bytes, '')).rejects.toMatchObject({ name: 'AppError', code: 'validation_failed', status: 400 });
    // A cut-off file: the readers recover what they can, or it is a 400; never another error.
    const pdf = await taggedPdf();
    for (const length of [200, Math.floor(pdf.length / 2)]) {
      const outcome = await checkPdf(pdf.slice(0, length), '').catch((e: unknown) => e);
      if (outcome instanceof Error) expect(outcome).toMatchObject({ name: 'AppError', code: 'validation_failed' });
      else expect(outcome).toHaveProperty('issues');
    }
  });
});

const MiB = 1024 * 1024;

/** `mib` MiB of zeros deflated a chunk at a time, never holding the expanded data. */
async function zeros(mib: number): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const chunk = Buffer.alloc(MiB);
  for (let i = 0; i < mib; i++) if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** A one-page PDF with text whose page also draws each of `streams` (raw data, with the given dictionary entries). */
async function pdfWith(streams: { data: Uint8Array; dict?: Record<string, string | string[]> }[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const [page] = await withText(doc);
  const ctx = doc.context;
  const refs = streams.map(({ data, dict }) => ctx.register(PDFRawStream.of(ctx.obj({ Length: data.length, ...dict }), data)));
  const contents = page!.node.Contents();
  page!.node.set(PDFName.of('Contents'), ctx.obj([...(contents ? [contents] : []), ...refs] as never));
  return doc.save();
}

describe('decompression bombs', () => {
  const small = { total: 4 * MiB, perStream: 2 * MiB };

  it('counts Flate streams against the per-stream and the document budget', async () => {
    const three = await zeros(3);
    await expect(assertDecodedSizeWithin(await pdfWith([{ data: three, dict: { Filter: 'FlateDecode' } }]), small)).rejects.toMatchObject({
      code: 'payload_too_large',
      status: 413,
      message: expect.stringMatching(/expands to more than 4 MiB/),
    });
    const one = await zeros(1.5);
    const oneStream = await pdfWith([{ data: one, dict: { Filter: 'FlateDecode' } }]);
    await expect(assertDecodedSizeWithin(oneStream, small)).resolves.toBeUndefined();
    const three15 = await pdfWith([1, 2, 3].map(() => ({ data: one, dict: { Filter: ['FlateDecode'] } })));
    await expect(assertDecodedSizeWithin(three15, small)).rejects.toMatchObject({ code: 'payload_too_large' });
  });

  it('follows filter chains and an indirect /Length, and counts what a damaged stream yields', async () => {
    const bomb = await zeros(3);
    const hex = Buffer.from(`${bomb.toString('hex')}>`, 'latin1');
    await expect(assertDecodedSizeWithin(await pdfWith([{ data: hex, dict: { Filter: ['ASCIIHexDecode', 'FlateDecode'] } }]), small)).rejects.toMatchObject({
      code: 'payload_too_large',
    });
    const double = zlib.deflateSync(bomb);
    await expect(assertDecodedSizeWithin(await pdfWith([{ data: double, dict: { Filter: ['FlateDecode', 'FlateDecode'] } }]), small)).rejects.toMatchObject({
      code: 'payload_too_large',
    });
    // "endstream" inside the data (a stored block before the bomb): the indirect /Length says where it really ends.
    const deflate = zlib.createDeflate({ level: 0 });
    const parts: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => parts.push(chunk));
    deflate.write(Buffer.from('endstream\n'));
    await new Promise<void>((resolve) => deflate.flush(() => resolve()));
    await new Promise<void>((resolve) => deflate.params(9, zlib.constants.Z_DEFAULT_STRATEGY, () => resolve()));
    deflate.end(Buffer.alloc(3 * MiB));
    await new Promise((resolve) => deflate.on('end', resolve));
    const hidden = Buffer.concat(parts);
    expect(hidden.includes('endstream')).toBe(true);
    const doc = await PDFDocument.create();
    await withText(doc);
    const lengthRef = doc.context.register(doc.context.obj(hidden.length));
    doc.context.register(PDFRawStream.of(doc.context.obj({ Length: lengthRef, Filter: 'FlateDecode' }), hidden));
    await expect(assertDecodedSizeWithin(await doc.save({ useObjectStreams: false }), small)).rejects.toMatchObject({ code: 'payload_too_large' });
    // A corrupt tail does not hide the expanded data before it.
    const damaged = Buffer.concat([bomb.subarray(0, bomb.length - 8), Buffer.alloc(64, 0xff)]);
    await expect(assertDecodedSizeWithin(await pdfWith([{ data: damaged, dict: { Filter: 'FlateDecode' } }]), small)).rejects.toMatchObject({
      code: 'payload_too_large',
    });
    // Garbage that is not zlib at all is left for the readers to refuse.
    await expect(assertDecodedSizeWithin(await pdfWith([{ data: Buffer.alloc(4096, 7), dict: { Filter: 'FlateDecode' } }]), small)).resolves.toBeUndefined();
  });

  it('counts LZW at its worst-case expansion', async () => {
    const lzw = await pdfWith([{ data: Buffer.alloc(1024, 0x80), dict: { Filter: 'LZWDecode' } }]);
    await expect(assertDecodedSizeWithin(lzw, small)).rejects.toMatchObject({ code: 'payload_too_large' });
    const tiny = await pdfWith([{ data: Buffer.alloc(100, 0x80), dict: { Filter: 'LZWDecode' } }]);
    await expect(assertDecodedSizeWithin(tiny, small)).resolves.toBeUndefined();
  });

  it('refuses a PDF that expands beyond the real budget with 413, quickly and before the readers parse it', async () => {
    const bomb = await pdfWith([{ data: await zeros(MAX_DECODED_BYTES / MiB + 56), dict: { Filter: 'FlateDecode' } }]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    await expect(checkPdf(bomb, '')).rejects.toMatchObject({ name: 'AppError', code: 'payload_too_large', status: 413 });
    expect(Date.now() - started).toBeLessThan(5000);
    // A normal PDF's streams pass.
    await expect(assertDecodedSizeWithin(await taggedPdf())).resolves.toBeUndefined();
  }, 30_000);
});

describe('loadPdf', () => {
  const saved = process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  beforeEach(() => {
    delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_TARGETS;
    else process.env.ALLOW_PRIVATE_NETWORK_TARGETS = saved;
  });

  it('decodes base64 (a data: prefix and line breaks allowed)', async () => {
    const pdf = await taggedPdf();
    const encoded = base64(pdf);
    expect((await loadPdf({ pdfBase64: encoded })).bytes).toEqual(pdf);
    const wrapped = `data:application/pdf;base64,${encoded.replace(/(.{76})/g, '$1\n')}`;
    expect(await loadPdf({ pdfBase64: wrapped })).toEqual({ bytes: pdf, url: '' });
  });

  it('refuses invalid base64 and files that are not PDFs with 400 validation_failed', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const html = new TextEncoder().encode('<!doctype html><title>Not a PDF</title><p>Hello</p>');
    for (const pdfBase64 of [base64(png), base64(html)]) {
      const error = await loadPdf({ pdfBase64 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'validation_failed', status: 400, message: 'The file is not a PDF.', details: [{ path: 'pdfBase64' }] });
    }
    for (const pdfBase64 of ['not base64!', 'JVBERi0', 'JVBE-i0x']) {
      await expect(loadPdf({ pdfBase64 })).rejects.toMatchObject({ code: 'validation_failed', details: [{ path: 'pdfBase64' }] });
    }
  });

  describe('by URL', () => {
    let server: http.Server;
    let origin = '';
    let pdf: Uint8Array;

    beforeEach(async () => {
      if (server) return;
      pdf = await taggedPdf();
      server = http.createServer((req, res) => {
        if (req.url === '/report.pdf') res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
        else if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'application/pdf' }).end('<!doctype html><p>Hi</p>');
        else if (req.url === '/huge.pdf') res.writeHead(200, { 'content-length': String(30 * 1024 * 1024) }).end();
        else res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

    it('refuses a private address with 422 unsafe_url', async () => {
      await expect(loadPdf({ pdfUrl: `${origin}/report.pdf` })).rejects.toMatchObject({ code: 'unsafe_url', status: 422 });
    });

    it('fetches from loopback when private targets are allowed, and checks the PDF', async () => {
      process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
      const loaded = await loadPdf({ pdfUrl: `${origin}/report.pdf` });
      expect(loaded).toEqual({ bytes: pdf, url: `${origin}/report.pdf` });
      const result = await checkPdf(loaded.bytes, loaded.url);
      expect(ruleIds(result)).toEqual(['pdf-figure-alt']);
      expect(result.issues[0]!.pageUrl).toBe(`${origin}/report.pdf`);
    });

    it('answers 400 at pdfUrl for an HTTP error or a file that is not a PDF, and 413 beyond 25 MiB', async () => {
      process.env.ALLOW_PRIVATE_NETWORK_TARGETS = 'true';
      await expect(loadPdf({ pdfUrl: `${origin}/missing.pdf` })).rejects.toMatchObject({ code: 'validation_failed', details: [{ path: 'pdfUrl' }] });
      await expect(loadPdf({ pdfUrl: `${origin}/page.html` })).rejects.toMatchObject({ code: 'validation_failed', message: 'The file is not a PDF.' });
      await expect(loadPdf({ pdfUrl: `${origin}/huge.pdf` })).rejects.toMatchObject({ code: 'payload_too_large', status: 413 });
    });
  });
});

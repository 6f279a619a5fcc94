import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import { closeBrowser, withPage } from '@/lib/scanner/render/browser.ts';
import { closeOcr, ocr } from './ocr.ts';

const PAGE = `<!doctype html><html><body style="margin:0;background:#fff">
  <p style="margin:40px;font:bold 72px Arial, Helvetica, sans-serif;color:#000;white-space:nowrap">HELLO WORLD 2026</p>
</body></html>`;

let png: Buffer;

beforeAll(async () => {
  png = await withPage(
    async (page) => {
      await page.setContent(PAGE);
      return page.screenshot({ type: 'png' });
    },
    { timeoutMs: 60_000, viewport: { width: 1000, height: 200 } },
  );
  await closeBrowser();
}, 120_000);

afterAll(async () => {
  await closeOcr();
});

const run = (bytes: Buffer, language?: string) =>
  ocr({ imageUrl: 'https://example.com/image.png', language }, { tenantId: 'tenant_test', image: { bytes, mimeType: 'image/png' } });

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('ocr (offline: Tesseract)', () => {
  it('reads large black text on white', async () => {
    const { result, confidence } = await run(png, 'en-US');
    expect(result).toBe('HELLO WORLD 2026');
    expect(confidence).toBeGreaterThan(0.8);
    expect(confidence).toBeLessThanOrEqual(1);
  });

  it('answers validation_failed for bytes that are no image, and keeps working after', async () => {
    const error = await failure(run(Buffer.from('this is not an image, only text')));
    expect(error.code).toBe('validation_failed');
    expect(error.details?.[0]?.path).toBe('imageUrl');
    expect((await run(png)).result).toBe('HELLO WORLD 2026');
  });

  it('reads English only', async () => {
    const error = await failure(run(png, 'fr'));
    expect(error.code).toBe('validation_failed');
    expect(error.details?.[0]).toMatchObject({ path: 'language' });
    expect(error.details?.[0]?.message).toMatch(/^only English \("en"\) can be read/);
    expect((await run(png, 'eng')).result).toBe('HELLO WORLD 2026');
  });

  it('stops when the caller has gone', async () => {
    const controller = new AbortController();
    controller.abort(new Error('client closed'));
    await expect(
      ocr({ imageUrl: 'https://example.com/a.png' }, { tenantId: 'tenant_test', signal: controller.signal, image: { bytes: png, mimeType: 'image/png' } }),
    ).rejects.toThrow('client closed');
  });

  it('starts a new worker after closeOcr', async () => {
    await closeOcr();
    expect((await run(png, 'en')).result).toBe('HELLO WORLD 2026');
  });
});

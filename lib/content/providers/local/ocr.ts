import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Worker as ThreadWorker } from 'node:worker_threads';
import type Tesseract from 'tesseract.js';
import { AppError } from '@/lib/errors.ts';
import { logger } from '@/lib/logger.ts';
import type { TransformInput, TransformOutput } from '../../schemas.ts';
import { providerUnavailable, type RunOptions } from '../provider.ts';

/**
 * Text in images, offline: Tesseract (compiled to WebAssembly, in a worker thread) with the English LSTM
 * model shipped in @tesseract.js-data/eng. One worker per process, created on first use and again after it
 * dies; a worker reads one image at a time, so jobs take turns (the provider's fair queue already decides
 * whose job goes first).
 */

/** The LSTM-only model (what tesseract.js itself downloads for OEM.LSTM_ONLY), read from node_modules: no network. */
const MODEL = '4.0.0_best_int';
/** tesseract.js's OEM.LSTM_ONLY. */
const LSTM_ONLY = 1;
const SETUP_TIMEOUT_MS = 30_000;
/** What tesseract.js rejects with when Leptonica cannot decode the bytes. */
const UNREADABLE = /attempting to read image|pixRead|Unknown format/i;

interface Engine {
  worker: Tesseract.Worker;
  thread: ThreadWorker;
  /** Rejects when the worker thread stops, whatever the reason. */
  stopped: Promise<never>;
  alive: boolean;
}

/** Read and replaced only inside serialised jobs, so two callers never create two workers. */
let engine: Engine | null = null;
let queue: Promise<unknown> = Promise.resolve();

async function modelPath(): Promise<{ langPath: string; gzip: boolean }> {
  // The package says where it lives (its own __dirname; it is loaded from node_modules, never bundled).
  // Resolving it ourselves does not survive Next's bundler, which turns require.resolve('…') into a module id.
  const { default: eng } = await import('@tesseract.js-data/eng');
  const langPath = path.join(path.dirname(eng.langPath), MODEL);
  if (existsSync(path.join(langPath, 'eng.traineddata.gz'))) return { langPath, gzip: true };
  if (existsSync(path.join(langPath, 'eng.traineddata'))) return { langPath, gzip: false };
  throw new Error(`@tesseract.js-data/eng has no ${MODEL}/eng.traineddata(.gz)`);
}

/** The live worker, or a new one (~0.5 s: the core and the model are loaded from node_modules). Call inside serialised only. */
async function getEngine(): Promise<Engine> {
  if (engine?.alive) return engine;
  engine = await createEngine();
  return engine;
}

async function createEngine(): Promise<Engine> {
  const { createWorker } = (await import('tesseract.js')).default;
  let failSetup: (reason: unknown) => void = () => undefined;
  const setupFailed = new Promise<never>((_, reject) => {
    failSetup = reject;
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`tesseract worker not ready within ${SETUP_TIMEOUT_MS} ms`)), SETUP_TIMEOUT_MS);
  });
  let ready = false;
  const starting = createWorker('eng', LSTM_ONLY, {
    ...(await modelPath()),
    // Nothing is cached to (or read from) the working directory: the model is read from node_modules every time.
    cacheMethod: 'none',
    logger: () => undefined,
    // Without a handler tesseract.js throws from its message listener (an uncaught exception) on every
    // failed job; the job's own promise rejects either way. Before the worker is ready a failure would
    // otherwise leave createWorker pending for ever.
    errorHandler: (error: unknown) => {
      if (!ready) failSetup(error);
    },
  });
  let worker: Tesseract.Worker;
  try {
    worker = await Promise.race([starting, setupFailed, timedOut]);
  } finally {
    clearTimeout(timer);
  }
  ready = true;

  // tesseract.js keeps the thread on the worker object without declaring it.
  const thread = (worker as unknown as { worker: ThreadWorker }).worker;
  quiet(thread.stdout, 'stdout');
  quiet(thread.stderr, 'stderr');
  thread.unref(); // idle, it does not keep the process alive; a running job holds it (recognize)
  const stopped = new Promise<never>((_, reject) => {
    thread.once('error', (error) => reject(providerUnavailable('tesseract worker failed', error)));
    thread.once('exit', (code) => reject(providerUnavailable(`tesseract worker exited (code ${code})`)));
  });
  const created: Engine = { worker, thread, stopped, alive: true };
  stopped.catch(() => {
    // expected: the job waiting on the worker gets its exit; this only marks the engine dead
    created.alive = false;
  });
  return created;
}

/** Tesseract's C++ prints diagnostics ("Estimating resolution as 140", Leptonica errors): to the debug log, not the console. */
function quiet(stream: Readable, name: 'stdout' | 'stderr'): void {
  stream.unpipe();
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const message = chunk.trim();
    if (message) logger.debug({ engine: 'tesseract', stream: name }, message);
  });
}

/** Runs jobs one after another, each after the previous one settled. */
function serialised<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => /* expected: the caller of `run` gets its error; the queue only waits for it to settle */ undefined);
  return run;
}

function assertEnglish(language: string | undefined): void {
  if (language === undefined || /^(en|eng)(-|$)/i.test(language)) return;
  throw new AppError('validation_failed', 'The request is not valid.', {
    details: [{ path: 'language', message: `only English ("en") can be read: no model for "${language}" is installed.` }],
  });
}

export async function ocr(input: TransformInput<'ocr'>, options: RunOptions): Promise<TransformOutput<'ocr'>> {
  assertEnglish(input.language);
  const image = options.image;
  if (!image) throw new Error('ocr needs the fetched image (RunOptions.image)');
  const { signal } = options;
  signal?.throwIfAborted();
  const page = await serialised(async () => {
    signal?.throwIfAborted();
    const engine = await getEngine();
    signal?.throwIfAborted();
    return recognize(engine, image.bytes, signal);
  });
  return { result: page.text.trim(), confidence: Math.min(1, Math.max(0, Math.round(page.confidence) / 100)) };
}

/**
 * The most one image may take: the worker reads one image at a time for every tenant, so a picture that
 * takes minutes (a huge page of dense print) must not hold the others. Past it the worker is stopped and
 * the call is 503 `ai_unavailable`.
 */
export const RECOGNIZE_TIMEOUT_MS = 30_000;

async function recognize(engine: Engine, bytes: Buffer, signal?: AbortSignal): Promise<Tesseract.Page> {
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => {
      // A running job cannot be cancelled inside the worker: the worker goes, the next call starts another.
      void stopEngine(engine);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void stopEngine(engine);
      reject(providerUnavailable(`tesseract took longer than ${RECOGNIZE_TIMEOUT_MS} ms on one image`));
    }, RECOGNIZE_TIMEOUT_MS);
  });
  engine.thread.ref();
  try {
    const { data } = await Promise.race([engine.worker.recognize(bytes), engine.stopped, aborted, timedOut]);
    return data;
  } catch (error) {
    if (signal?.aborted || error instanceof AppError) throw error;
    if (UNREADABLE.test(String(error))) {
      throw new AppError('validation_failed', 'The image could not be read.', {
        details: [{ path: 'imageUrl', message: 'the image could not be decoded: it may be damaged or in an unsupported variant of its format.' }],
      });
    }
    throw providerUnavailable('tesseract recognize failed', error);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
    aborted.catch(() => /* expected: lost the race above; settled so a later rejection is not unhandled */ undefined);
    timedOut.catch(() => /* expected: lost the race above; settled so a later rejection is not unhandled */ undefined);
    engine.thread.unref();
  }
}

async function stopEngine(stopping: Engine): Promise<void> {
  stopping.alive = false;
  await stopping.worker.terminate();
}

/** Stops the worker once the jobs already queued have run (tests, shutdown); the next OCR call starts a new one. */
export function closeOcr(): Promise<void> {
  return serialised(async () => {
    const current = engine;
    engine = null;
    if (current) await stopEngine(current);
  });
}

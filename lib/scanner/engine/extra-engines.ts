import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { parseStandard } from '@/lib/wcag/standards.ts';
import { type AdapterOptions, HTMLCS_ENGINE, htmlcsFindings, IBM_ENGINE, ibmFindings } from './adapters.ts';
import { axeEngine, ensureAxeInTop } from './axe-engine.ts';
import type { EngineName } from './engine-names.ts';
import { ScanFailedError } from './errors.ts';
import { MAX_PAGE_FINDINGS } from './findings.ts';
import type { InPageFunction } from './in-page/function.ts';
import { htmlcsRun, ibmRun, scriptLoad } from './in-page/functions.generated.ts';
import type { EngineAnswer } from './in-page/where.ts';
import { worldsOf } from './isolated-world.ts';
import type { AnalyzeOptions, EngineContext, EngineResult, PageScript, ScanEngine, WcagStandard } from './types.ts';

/**
 * IBM Equal Access (ace.js) and HTML_CodeSniffer (HTMLCS.js) as scan engines: each script loaded from its
 * npm package into the top frame's isolated world, beside our axe (whose selectors name the elements they
 * report, so that the merge sees one element as one string), run there with its own time budget and
 * try/catch (in-page/ibm/run.ts, htmlcs/run.ts), its answer checked as the page's to forge (adapters.ts).
 * Child frames are left to axe: IBM's results about a frame's nodes are dropped in the page.
 */

/**
 * A file of an installed package. Next's bundler replaces a `require.resolve` it cannot follow (a name built
 * at run time) with a throw, so the production server falls back to node_modules under its working
 * directory, the project's root.
 */
function packageFile(file: string): string {
  try {
    return createRequire(import.meta.url).resolve(file);
  } catch {
    return path.join(process.cwd(), 'node_modules', file);
  }
}

/** The installed package's version; 'unknown' where it cannot be read (the engine then fails to load, recorded). */
function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(packageFile(`${name}/package.json`), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** How long an engine may take on a page before it is recorded as failed (the page's budget still rules). */
export const ENGINE_RUN_MS = 15_000;
const SCRIPT_LOAD_MS = 3_000;
/** Per string of the world's answer, before the adapters cut to what is stored. */
const WORLD_TEXT = 4_000;

interface ExtraEngine {
  name: string;
  version: string;
  /** The global the script defines in the world. */
  global: string;
  script: PageScript;
  run: InPageFunction<(arg: string, maxResults: number, maxText: number, timeoutMs: number) => Promise<EngineAnswer<unknown>>>;
  /** What the in-page run is given: IBM's policy or HTMLCS's standard for the scan's. */
  argument(standard: WcagStandard): string;
  adapt(raw: unknown, options: AdapterOptions): EngineResult;
}

function fileScript(name: string, version: string, file: string): PageScript {
  let source: string | undefined;
  return { name: `${name}-${version}.js`, source: () => (source ??= readFileSync(packageFile(file), 'utf8')) };
}

/** The engine's script in the top frame's world: fetched by URL where the scan serves it, else evaluated. */
async function ensureScript(page: Page, context: EngineContext, engine: ExtraEngine): Promise<void> {
  const worlds = worldsOf(page);
  const top = await worlds.mainFrameId();
  const state = await worlds.call(top, scriptLoad, [engine.global, context.scriptUrl(engine.script), SCRIPT_LOAD_MS]).catch(() => 'failed' as const);
  if (state === 'failed') await worlds.evaluate(top, `${engine.script.source()};\nvoid 0;`);
}

/** `promise`, or a ScanFailedError after `ms`. */
async function timed<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScanFailedError('engine', `${name} did not finish within ${ms / 1000} s.`)), ms);
  });
  promise.catch(() => undefined);
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function scanEngine(engine: ExtraEngine): ScanEngine {
  return {
    name: engine.name,
    version: engine.version,
    async prepare(page, context) {
      await ensureScript(page, context, engine).catch(() => undefined);
    },
    async analyze(page: Page, { standard, includeBestPractices, maxFindings = MAX_PAGE_FINDINGS, allRules }: AnalyzeOptions, context: EngineContext) {
      if (!(await ensureAxeInTop(page, context)))
        throw new ScanFailedError('engine', `${engine.name}: axe-core, which names its elements, could not be loaded.`);
      await ensureScript(page, context, engine);
      const worlds = worldsOf(page);
      const top = await worlds.mainFrameId();
      const call = worlds.call(top, engine.run, [engine.argument(standard), maxFindings, WORLD_TEXT, ENGINE_RUN_MS]);
      const answer = (await timed(call, ENGINE_RUN_MS + 1_000, engine.name)) as Partial<EngineAnswer<unknown>> | null;
      if (!answer || typeof answer !== 'object') throw new ScanFailedError('engine', `${engine.name} gave no answer.`);
      if (typeof answer.error === 'string') throw new ScanFailedError('engine', `${engine.name} failed: ${answer.error.slice(0, 500)}`);
      const result = engine.adapt(answer.results, { pageUrl: page.url(), standard, includeBestPractices, maxFindings, allRules });
      const droppedInPage = typeof answer.dropped === 'number' && Number.isSafeInteger(answer.dropped) && answer.dropped > 0 ? answer.dropped : 0;
      return { findings: result.findings, dropped: result.dropped + droppedInPage };
    },
  };
}

const IBM_VERSION = packageVersion('accessibility-checker-engine');
const HTMLCS_VERSION = packageVersion('html_codesniffer');

export const ibmEngine: ScanEngine = scanEngine({
  name: IBM_ENGINE,
  version: IBM_VERSION,
  global: 'ace',
  script: fileScript(IBM_ENGINE, IBM_VERSION, 'accessibility-checker-engine/ace.js'),
  run: ibmRun,
  argument: (standard) => `WCAG_${parseStandard(standard).version.replace('.', '_')}`,
  adapt: ibmFindings,
});

export const htmlcsEngine: ScanEngine = scanEngine({
  name: HTMLCS_ENGINE,
  version: HTMLCS_VERSION,
  global: 'HTMLCS',
  script: fileScript(HTMLCS_ENGINE, HTMLCS_VERSION, 'html_codesniffer/build/HTMLCS.js'),
  run: htmlcsRun as ExtraEngine['run'],
  argument: (standard) => `WCAG2${parseStandard(standard).level}`,
  adapt: htmlcsFindings,
});

const BY_NAME: Record<EngineName, ScanEngine> = { axe: axeEngine, ibm: ibmEngine, htmlcs: htmlcsEngine };

/** The scan engines of the names asked for, in the order given. */
export function scanEnginesFor(names: readonly EngineName[]): ScanEngine[] {
  return names.map((name) => BY_NAME[name]);
}

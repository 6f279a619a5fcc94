import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { type AxeTarget, limitText, MAX_PAGE_FINDINGS, selectorOf, shortTarget } from '../merge/findings.ts';
import { ScanFailedError } from '../render/errors.ts';
import type { InPageFunction } from '../render/in-page/function.ts';
import { scriptLoad } from '../render/in-page/functions.generated.ts';
import type { EngineAnswer } from '../render/in-page/where.ts';
import { worldsOf } from '../render/isolated-world.ts';
import type { AdapterOptions } from './adapter.ts';
import { ensureAxeIn, MAX_FRAMES } from './axe/engine.ts';
import { within } from './within.ts';
import { childFrames } from './frames.ts';
import { isPageLevel } from './rule-maps.ts';
import type { AnalyzeOptions, EngineContext, EngineFinding, EngineResult, PageScript, ScanEngine } from './types.ts';

/**
 * An engine beside axe as a ScanEngine (IBM Equal Access's ace.js in ibm/engine.ts, HTML_CodeSniffer's HTMLCS.js
 * in htmlcs/engine.ts): each script loaded from its
 * npm package into the isolated world of each frame axe covers, beside our axe (whose selectors name the
 * elements they report, so that the merge sees one element as one string), run there with its own time
 * budget and try/catch (render/in-page/ibm/run.ts, htmlcs/run.ts), its answer checked as the page's to forge
 * (ibm/adapter.ts, htmlcs/adapter.ts). Each frame reports only its own document's nodes (IBM walks into same-origin frames by
 * itself); a child frame's findings carry its frame path (' |> '), as axe's do.
 */

/**
 * Turbopack rewrites calls on a createRequire() it can see, and one with a computed name becomes a throw: in a
 * `next build` neither script loaded. One it cannot see (got at run time) resolves in node_modules as in Node.
 */
const nodeRequire = process.getBuiltinModule('node:module').createRequire(import.meta.url);
/** The installed package's version; 'unknown' where a bundler hides node_modules (the engine then fails to load, recorded). */
export function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(nodeRequire.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
  } catch {
    // expected: a package without a readable manifest
    return 'unknown';
  }
}

/**
 * How long an engine may take on a page, its frames included, before it is recorded as failed (the page's
 * budget still rules); frames past it are left untested. A scan may ask for less (`engineTimeoutMs`).
 */
export const ENGINE_RUN_MS = 15_000;
/** What Node waits past the budget for the world's own answer (its timer, which reports the engine's error, goes first). */
const NODE_MARGIN_MS = 1_000;
const SCRIPT_LOAD_MS = 3_000;
/** Per string of the world's answer, before the adapters cut to what is stored. */
const WORLD_TEXT = 4_000;

export interface ExtraEngine<A> {
  name: string;
  /** The engine's key in the rule maps and decisions (off-by-default.json, page-level.json). */
  key: 'ibm' | 'htmlcs';
  version: string;
  /** The global the script defines in the world. */
  global: string;
  script: PageScript;
  run: InPageFunction<(arg: A, maxResults: number, maxText: number, timeoutMs: number) => Promise<EngineAnswer<unknown>>>;
  /** What the in-page run is given: IBM's policy and the rules to leave out, or HTMLCS's standard, for the scan's. */
  argument(options: AnalyzeOptions): A;
  adapt(raw: unknown, options: AdapterOptions): EngineResult;
}

export function fileScript(name: string, version: string, file: string): PageScript {
  let source: string | undefined;
  return { name: `${name}-${version}.js`, source: () => (source ??= readFileSync(nodeRequire.resolve(file), 'utf8')) };
}

/** The engine's script in the frame's world: fetched by URL where the scan serves it, else evaluated. */
async function ensureScript(page: Page, context: EngineContext, engine: Pick<ExtraEngine<unknown>, 'global' | 'script'>, frameId: string): Promise<void> {
  const worlds = worldsOf(page);
  const load = worlds
    .call(frameId, scriptLoad, [engine.global, context.scriptUrl(engine.script), SCRIPT_LOAD_MS])
    .catch(() => /* expected: a script that cannot be fetched is evaluated instead */ 'failed' as const);
  // Timed here too: the world's own timer runs on the page's event loop, which a page can keep busy.
  const state = await within(load, SCRIPT_LOAD_MS + 500, 'failed' as const);
  if (state === 'failed') await worlds.evaluate(frameId, `${engine.script.source()};\nvoid 0;`);
}

const LATE = Symbol('late');

/**
 * `work` in the frame, or LATE after `ms`: the frame's JavaScript is then stopped (an engine that never
 * yields would otherwise hold the page's renderer, and the engines after it, past its budget).
 */
async function inTime<T>(page: Page, frameId: string, work: Promise<T>, ms: number): Promise<T | typeof LATE> {
  const outcome = await within<T | typeof LATE>(work, ms, LATE);
  if (outcome === LATE) await worldsOf(page).interrupt(frameId);
  return outcome;
}

/** What an engine's in-page run answered, checked: its results, or a ScanFailedError for its error. */
function answered(raw: unknown, name: string): { results: unknown; dropped: number } {
  const answer = raw as Partial<EngineAnswer<unknown>> | null;
  if (!answer || typeof answer !== 'object') throw new ScanFailedError('engine', `${name} gave no answer.`);
  if (typeof answer.error === 'string') throw new ScanFailedError('engine', `${name} failed: ${answer.error.slice(0, 500)}`);
  const dropped = typeof answer.dropped === 'number' && Number.isSafeInteger(answer.dropped) && answer.dropped > 0 ? answer.dropped : 0;
  return { results: answer.results, dropped };
}

/** A finding of a child frame named as axe names it there: the frame path, then the element's own selector. */
function inFrame(finding: EngineFinding, path: AxeTarget): EngineFinding {
  const own = finding.selector.includes(' >>> ') ? finding.selector.split(' >>> ') : finding.selector;
  return { ...finding, selector: limitText(selectorOf(shortTarget([...path, own]))) };
}

export function scanEngine<A>(engine: ExtraEngine<A>): ScanEngine {
  return {
    name: engine.name,
    version: engine.version,
    async prepare(page, context) {
      const worlds = worldsOf(page);
      await ensureScript(page, context, engine, await worlds.mainFrameId()).catch(() => /* expected: analyze() loads it again where this failed */ undefined);
    },
    async analyze(page: Page, options: AnalyzeOptions, context: EngineContext) {
      const { standard, includeBestPractices, maxFindings = MAX_PAGE_FINDINGS, maxFrames = MAX_FRAMES, engineTimeoutMs = ENGINE_RUN_MS, allRules } = options;
      const deadline = Date.now() + engineTimeoutMs;
      const worlds = worldsOf(page);
      const argument = engine.argument(options);
      const adapt = (results: unknown, max: number) =>
        engine.adapt(results, { pageUrl: page.url(), standard, includeBestPractices, maxFindings: max, allRules });
      // The top frame: where the engine fails, it fails for the page.
      const top = await worlds.mainFrameId();
      const own = await inTime(
        page,
        top,
        (async () => {
          if (!(await ensureAxeIn(page, context)))
            throw new ScanFailedError('engine', `${engine.name}: axe-core, which names its elements, could not be loaded.`);
          await ensureScript(page, context, engine, top);
          return answered(await worlds.call(top, engine.run, [argument, maxFindings, WORLD_TEXT, engineTimeoutMs]), engine.name);
        })(),
        engineTimeoutMs + NODE_MARGIN_MS,
      );
      if (own === LATE) throw new ScanFailedError('engine', `${engine.name} did not finish within ${engineTimeoutMs / 1000} s.`);
      const first = adapt(own.results, maxFindings);
      const findings = [...first.findings];
      let dropped = first.dropped + own.dropped;
      const untested: string[] = [];
      // Child frames: one that fails, hangs or cannot be reached is left untested, as axe leaves it.
      for await (const frame of childFrames(page, context, { maxFrames, deadline })) {
        const left = Math.max(0, maxFindings - findings.length);
        const run = async () => {
          await ensureScript(page, context, engine, frame.id);
          return answered(await worlds.call(frame.id, engine.run, [argument, left, WORLD_TEXT, Math.max(1, frame.deadline - Date.now())]), engine.name);
        };
        // The engine's own failure (it threw, or ran out of time) is said; a frame gone or unreachable is not the engine's.
        const answer = await inTime(
          page,
          frame.id,
          run().catch((error: unknown) => (error instanceof ScanFailedError ? error : null)),
          Math.max(0, frame.deadline - Date.now()) + NODE_MARGIN_MS,
        );
        if (answer === LATE || answer instanceof ScanFailedError) {
          const why = answer === LATE ? 'it did not finish in time' : answer.message;
          untested.push(limitText(`${engine.name} left the frame ${selectorOf(shortTarget(frame.path))} untested: ${why.replace(/\.?$/, '.')}`, 500));
          continue;
        }
        if (!answer) continue;
        const result = adapt(answer.results, left);
        // A child frame's document is not the page: what is said of the page as a whole is the top frame's.
        findings.push(...result.findings.filter((f) => !isPageLevel(engine.key, f.ruleId)).map((f) => inFrame(f, frame.path)));
        dropped += result.dropped + answer.dropped;
      }
      return { findings, dropped, ...(untested.length ? { untestedFrames: untested } : {}) };
    },
  };
}

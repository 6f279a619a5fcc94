// Over 300 lines: one engine, axe-core injected into every frame of the page, run and its answer read back.
import { within } from '../within.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { z } from 'zod';
import { ScanFailedError } from '../../render/errors.ts';
import { limitText, MAX_PAGE_FINDINGS, selectorOf, shortTarget, truncateUtf8 } from '../../merge/findings.ts';
import type { LoadState } from '../../render/in-page/axe/load.ts';
import type { PartialAnswer } from '../../render/in-page/axe/run-partial.ts';
import { callScript } from '../../render/in-page/function.ts';
import { axeFinish, axeFrameElement, axeLoad, axeLoadedBy, axeRunPartial, axeSetup } from '../../render/in-page/functions.generated.ts';
import { NavigationRaceError, type PageWorlds, worldsOf } from '../../render/isolated-world.ts';
import type { AnalyzeOptions, ContrastCheckData, EngineContext, EngineFinding, EngineResult, PageScript, PrepareOptions, ScanEngine } from '../types.ts';
import { criteriaFromTags, levelFromTags, tagsFor } from './wcag.ts';

/**
 * axe-core, run where the page's scripts cannot reach it: in an isolated world of each frame (see
 * isolated-world.ts). A page can define `window.axe`, patch `Array.prototype` or `JSON`, or answer
 * postMessage calls; none of that is visible to our copy. axe's own frame messaging (postMessage between
 * the copies in each frame, which a page could listen to and answer) is switched off: each frame's copy
 * runs `axe.runPartial` on its own document, and the top frame's copy merges them with `axe.finishRun`,
 * the API axe offers for exactly this. Before a result is trusted, the copy that produced it must be the
 * version we ship, and the result must have the shape we expect (anything else is dropped).
 */

const AXE_VERSION = axe.version;

/** The minified build parses in half the time of `axe.source`, on every page; bundlers may hide the file. */
function axeSource(): string {
  try {
    return readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  } catch {
    // expected: axe-core not resolvable from here: its bundled source
    return axe.source;
  }
}

let evaluated: string | undefined;
/** The whole script, for frames that cannot fetch it (evaluated over the DevTools protocol). */
const evaluatedSource = () => (evaluated ??= `${axeSource()};\n${callScript(axeSetup, 'source')}\nvoid 0;`);
const AXE_SCRIPT: PageScript = { name: `axe-core-${AXE_VERSION}.js`, source: axeSource };

/** How long a frame may take to get axe (it never gets a document, say) before it is left untested. */
const FRAME_INJECT_MS = 5_000;
/** How long a frame may take to fetch the script by URL before it is evaluated instead. */
const SCRIPT_LOAD_MS = 3_000;
/** How long a child frame's analysis may take before it is left untested. */
const FRAME_RUN_MS = 10_000;
/**
 * Frames analysed beside the top one; the rest are left untested (a page can add thousands). Scans run
 * with it; a caller may ask for fewer (`maxFrames`), as tests do to see the cap at work on a small page.
 */
export const MAX_FRAMES = 50;
/** Characters of child frames' partial results, together, brought to the top frame; a frame past it is left untested. */
const MAX_PARTIAL_CHARS = 16_000_000;
/** What the world may send back per string before Node cuts again (MAX_TEXT, 1 KiB of HTML). */
const WORLD_TEXT = 4_000;
/**
 * What axe loads before the rules that need it. By default also the CSSOM, for which it fetches every
 * stylesheet of the page again: only css-orientation-lock reads it, an experimental rule that no
 * standard runs (the engine's test checks this still holds). Media is for no-autoplay-audio.
 */
export const PRELOAD = { assets: ['media'] };

const impact = z.enum(['critical', 'serious', 'moderate', 'minor']);
const text = z.string().max(WORLD_TEXT);
const axeNode = z.object({
  target: z.array(z.union([text, z.array(text).min(1)])).min(1),
  html: text,
  impact: impact.nullable(),
  failureSummary: text.nullable(),
  // Checked on its own (contrastData): a measurement of the wrong shape leaves the finding without one.
  contrast: z.unknown().optional(),
});
const hexColor = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i)
  .transform((c) => c.toLowerCase());
const ratio = z.number().finite().min(1).max(21);
const contrastData = z.object({
  fgColor: hexColor,
  bgColor: hexColor,
  contrastRatio: ratio,
  expectedContrastRatio: z.union([z.string().regex(/^\d{1,2}(\.\d{1,2})?:1$/), ratio]),
  fontSize: z.string().max(100).nullable(),
  fontWeight: z.string().max(100).nullable(),
  shadowColor: hexColor.nullable(),
});
const axeViolation = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/),
  impact: impact.nullable(),
  tags: z.array(z.string().max(100)).max(64),
  description: text,
  help: text,
  helpUrl: text,
  nodes: z.array(z.unknown()),
});
const axeResult = z.object({ version: z.string(), violations: z.array(z.unknown()), dropped: z.number().int().min(0) });
type AxeViolation = z.output<typeof axeViolation>;
type AxeNode = z.output<typeof axeNode>;

/**
 * Our axe in the frame's world: already there, else fetched by URL from the scan's egress proxy where
 * there is one (the frames of a scan share the browser's cache), else, or if that fails, evaluated.
 * Throws where the world cannot be made or the frame's document went away.
 */
async function ensureAxe(worlds: PageWorlds, frameId: string, context: EngineContext, top: boolean): Promise<boolean> {
  const url = context.scriptUrl(AXE_SCRIPT);
  // Timed here: the page's own timers, which the world's abort uses, run on the page's event loop. The
  // top frame always runs scripts (the context enables them, and bypasses a CSP sandbox): not probed.
  const load = worlds.call(frameId, axeLoad, [url, AXE_VERSION, SCRIPT_LOAD_MS, callScript(axeSetup, 'url'), !top]);
  const state = await within<LoadState>(load, SCRIPT_LOAD_MS + 500, 'failed');
  if (state === 'noscript') return false;
  if (state !== 'present' && state !== 'url') await worlds.evaluate(frameId, evaluatedSource());
  return true;
}

/**
 * Our axe in the world of the frame (the top one when not given), for the other engines, which name
 * elements and frames by axe's selectors (in-page/where.ts); false where it cannot be had, or where a
 * child frame runs no scripts (left untested, as axe leaves it).
 */
export async function ensureAxeIn(page: Page, context: EngineContext, frameId?: string): Promise<boolean> {
  const worlds = worldsOf(page);
  const top = await worlds.mainFrameId();
  return within(ensureAxe(worlds, frameId ?? top, context, (frameId ?? top) === top), FRAME_INJECT_MS, false);
}

/**
 * Loads axe into the frames in the page's process (the top one and at most `maxFrames` more) while the
 * scan waits for the network (best effort).
 */
async function prepare(page: Page, context: EngineContext, { maxFrames = MAX_FRAMES }: PrepareOptions = {}): Promise<void> {
  const worlds = worldsOf(page);
  const ids = await worlds.localFrameIds();
  await Promise.all(
    ids
      .slice(0, maxFrames + 1)
      .map((id, i) =>
        within(ensureAxe(worlds, id, context, i === 0), FRAME_INJECT_MS, false).catch(
          () => /* expected: a frame that cannot take axe is left untested */ undefined,
        ),
      ),
  );
}

/**
 * The child frames' partial results in axe's order (depth first; null for a frame left untested, whose
 * own frames are then not listed), each frame analysed in its own world. `budget` is what is left of the
 * page's frames (`maxFrames` at first) and characters; a document lists at most `maxFrames` of its own.
 */
async function childPartials(
  worlds: PageWorlds,
  parentId: string,
  parent: PartialAnswer,
  options: axe.RunOptions,
  context: EngineContext,
  budget: { frames: number; chars: number },
  maxFrames: number,
): Promise<(string | null)[]> {
  const out: (string | null)[] = [];
  for (let i = 0; i < parent.frameCount; i++) {
    const frame = parent.frames[i];
    if (!frame || budget.frames <= 0 || budget.chars <= 0) {
      out.push(null);
      continue;
    }
    budget.frames--;
    const run = async (): Promise<(string | null)[]> => {
      const childId = await worlds.childFrameId(parentId, axeFrameElement, [frame.selector]);
      if (!childId) return [null];
      if (!(await within(ensureAxe(worlds, childId, context, false), FRAME_INJECT_MS, false))) return [null];
      const answer = await worlds.call(childId, axeRunPartial, [frame.context, options, false, budget.chars, maxFrames]);
      if (!answer || typeof answer.partial !== 'string' || !Array.isArray(answer.frames) || typeof answer.frameCount !== 'number') return [null];
      budget.chars -= answer.partial.length;
      return [answer.partial, ...(await childPartials(worlds, childId, answer, options, context, budget, maxFrames))];
    };
    // A frame that fails or hangs is left untested, as axe leaves a frame it cannot reach.
    out.push(
      ...(await within(
        run().catch(() => /* expected: a frame that fails is left untested (above) */ [null]),
        FRAME_RUN_MS,
        [null],
      )),
    );
  }
  return out;
}

/** The top frame's run, merged with its frames'; throws NavigationRaceError where the page navigated meanwhile. */
async function runInWorlds(
  page: Page,
  options: axe.RunOptions,
  context: EngineContext,
  { maxFindings, maxFrames }: { maxFindings: number; maxFrames: number },
): Promise<unknown> {
  const worlds = worldsOf(page);
  const top = await worlds.mainFrameId();
  if (!(await ensureAxe(worlds, top, context, true))) throw new ScanFailedError('engine', ENGINE_FAILED, { cause: new Error('the page runs no scripts') });
  const own = await worlds.call(top, axeRunPartial, [{ exclude: [] }, options, true, 0, maxFrames]);
  const children = await childPartials(worlds, top, own, options, context, { frames: maxFrames, chars: MAX_PARTIAL_CHARS }, maxFrames);
  // Checked as untrusted (checkedFindings): the answer's shape is ours, its strings are the page's.
  return worlds.call(top, axeFinish, [children, options, maxFindings, WORLD_TEXT]);
}

const ENGINE_FAILED = 'The accessibility checks could not be run in this page.';

/**
 * What the world answered, trusted only if it comes from the axe we ship and has the shape we expect:
 * violations and elements that do not are dropped (and counted), the rest cut to what we store.
 */
export function checkedFindings(raw: unknown, pageUrl: string, maxFindings = MAX_PAGE_FINDINGS): { findings: EngineFinding[]; dropped: number } {
  const result = axeResult.safeParse(raw);
  if (!result.success || result.data.version !== AXE_VERSION) {
    throw new ScanFailedError('engine', ENGINE_FAILED, {
      cause: new Error(`unexpected engine answer (version ${String((raw as { version?: unknown })?.version).slice(0, 40)})`),
    });
  }
  let dropped = result.data.dropped;
  const findings: EngineFinding[] = [];
  for (const item of result.data.violations) {
    const violation = axeViolation.safeParse(item);
    if (!violation.success) {
      dropped += Array.isArray((item as { nodes?: unknown })?.nodes) ? (item as { nodes: unknown[] }).nodes.length : 1;
      continue;
    }
    for (const rawNode of violation.data.nodes) {
      const node = axeNode.safeParse(rawNode);
      if (!node.success || findings.length >= maxFindings) {
        dropped++;
        continue;
      }
      findings.push(toFinding(violation.data, node.data, pageUrl));
    }
  }
  return { findings, dropped };
}

function toFinding(v: AxeViolation, node: AxeNode, pageUrl: string): EngineFinding {
  return {
    engine: 'axe-core',
    ruleId: v.id,
    impact: node.impact ?? v.impact ?? 'moderate',
    wcag: criteriaFromTags(v.tags),
    level: levelFromTags(v.tags),
    description: limitText(v.description),
    help: limitText(v.help),
    helpUrl: limitText(v.helpUrl),
    pageUrl: limitText(pageUrl),
    selector: limitText(selectorOf(shortTarget(node.target))),
    html: truncateUtf8(node.html),
    failureSummary: limitText(node.failureSummary ?? ''),
    bestPractice: v.tags.includes('best-practice'),
    ...contrastOf(v, node),
  };
}

/** axe's contrast measurement of the node, for the contrast rules, if it has the shape we expect. */
function contrastOf(v: AxeViolation, node: AxeNode): { contrast?: ContrastCheckData } {
  if (v.id !== 'color-contrast' && v.id !== 'color-contrast-enhanced') return {};
  const parsed = contrastData.safeParse(node.contrast);
  if (!parsed.success) return {};
  const { shadowColor, ...measured } = parsed.data;
  return { contrast: shadowColor ? { ...measured, shadowColor } : measured };
}

export const axeEngine: ScanEngine = {
  name: 'axe-core',
  version: AXE_VERSION,
  prepare,
  async analyze(
    page: Page,
    { standard, includeBestPractices, maxFindings = MAX_PAGE_FINDINGS, maxFrames = MAX_FRAMES }: AnalyzeOptions,
    context: EngineContext,
  ): Promise<EngineResult> {
    const options: axe.RunOptions = {
      runOnly: { type: 'tag', values: tagsFor(standard, includeBestPractices) },
      resultTypes: ['violations'],
      preload: PRELOAD,
      ancestry: false,
      xpath: false,
      elementRef: false,
    };
    let raw: unknown;
    // The page may navigate while axe runs (its worlds go with the document): once more on the new one.
    for (let attempt = 0; ; attempt++) {
      try {
        raw = await runInWorlds(page, options, context, { maxFindings, maxFrames });
        break;
      } catch (error) {
        if (error instanceof NavigationRaceError && attempt === 0) continue;
        if (error instanceof NavigationRaceError || error instanceof ScanFailedError) throw error;
        throw new ScanFailedError('engine', ENGINE_FAILED, { cause: error });
      }
    }
    return checkedFindings(raw, page.url(), maxFindings);
  },
};

/** For tests: how axe got into each frame's world ('url' or 'source'), and its version there. */
export async function axeInFrames(page: Page): Promise<{ loadedBy: string | null; version: string | null }[]> {
  const worlds = worldsOf(page);
  const ids = [...new Set([...(await worlds.localFrameIds()), ...worlds.knownFrameIds()])];
  return Promise.all(
    ids.map((id) => worlds.call(id, axeLoadedBy, []).catch(() => /* expected: a frame that is gone has no axe */ ({ loadedBy: null, version: null }))),
  );
}

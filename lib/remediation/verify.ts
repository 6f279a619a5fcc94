// Over 300 lines: one algorithm: apply fixes, rescan, and blame the fix behind each new violation.
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { normalizeSelector } from '@/lib/scanner/merge/fingerprint.ts';
import { documentChanged, isFullDocument, parseDocument, serializeDocument } from './document.ts';
import type { AnalyzedFinding, RuleFix } from './types.ts';

/**
 * fixedHtml carries only fixes a second scan confirmed: the automatic fixes are applied to the submitted
 * document, which is analysed again (analyzeHtml: the same engine, no network); a fix whose violation is
 * still there, or after which a new violation appears on its element, is dropped, and the others are
 * applied again to a fresh parse and checked again, until a round drops nothing (at most MAX_ROUNDS).
 *
 * "The same violation" is the same rule on the same element. Elements are told apart by identity, not by
 * axe's selector or the markup (both change when an element is fixed: axe builds selectors from the
 * attributes that are rare in the document): each finding's selector is resolved in our parse of the
 * document the browser analysed (cheerio/parse5 and Chromium build the same tree), and the nodes of the
 * unfixed parse are paired with those of the fixed one. A selector that cannot be resolved there (inside
 * a frame or shadow root, or content a script made) falls back to rule + normalised selector.
 */

export interface FixToVerify {
  fix: RuleFix;
  finding: AnalyzedFinding;
}

export interface VerifyOptions {
  /**
   * Analyses a document as the findings were analysed (the scanner's engine on the HTML alone, without
   * network: analyzeHtml on the main thread, reached from a compute worker as a host call).
   */
  analyze: (html: string) => Promise<Analysis>;
  /**
   * All findings of `html` the fixes were made for: they are `remaining` when no fix applies. When they
   * are analyzeHtml's of this same html (`findingsAreOffline`), they are also the baseline the rescans
   * are compared with; otherwise (a live page's, analysed with its network) `html` is analysed here for it.
   */
  findings?: AnalyzedFinding[];
  findingsAreOffline?: boolean;
  /** `findings` are all the document's violations (none past the analysis's cap). Default true. */
  findingsComplete?: boolean;
  /** Checked before each analysis: once aborted, the signal's reason is thrown. */
  signal?: AbortSignal;
  /**
   * For the whole verification (DEFAULT_DEADLINE_MS when not given), checked before each analysis: when it
   * has passed, the original comes back with every fix dropped ("verification ran out of time").
   */
  deadlineMs?: number;
}

export interface VerifiedFixes {
  /** The original with the surviving fixes applied; the original itself when none survived. */
  fixedHtml: string;
  /** Indices (into `fixes`) of the fixes in fixedHtml. */
  applied: Set<number>;
  /** Fixes left out, with a reason a person can read. */
  dropped: { index: number; reason: string }[];
  /** The violations fixedHtml still has (as analysed without network). */
  remaining: AnalyzedFinding[];
}

/** One analysis: the violations it kept, and whether that is all of them (none past the page's cap). */
export interface Analysis {
  findings: AnalyzedFinding[];
  complete: boolean;
}

export const MAX_ROUNDS = 3;
/** Analyses spent, per round, on finding which fix brought a violation no element tells. */
const MAX_BLAME_SCANS = 8;
export const DEFAULT_DEADLINE_MS = 60_000;
export const OUT_OF_TIME = 'verification ran out of time';
/** Reasons a fix could not be verified because an analysis had more violations than it reports. */
export const TOO_MANY = 'the document has more violations than one analysis reports, so a second scan cannot confirm the change; remediate it in parts';

/** Thrown (and caught in buildFixedHtml) when the deadline passes before an analysis. */
class OutOfTime extends Error {}
/** Thrown (and caught in buildFixedHtml) when an analysis did not report every violation. */
class Incomplete extends Error {}

type Key = string;

/** The one element a selector names in `doc`, or null (none, several, or a selector cheerio cannot read). */
function resolve(doc: CheerioAPI, selector: string): Element | null {
  if (selector.includes(' |> ') || selector.includes(' >>> ')) return null;
  try {
    const found = doc(selector);
    return found.length === 1 ? (found[0] as Element) : null;
  } catch {
    // expected: a selector cheerio cannot read finds nothing
    return null;
  }
}

const selectorKey = (f: { ruleId: string; selector: string }): Key => `${f.ruleId}@${normalizeSelector(f.selector)}`;

/** The document with some fixes applied, its untouched twin, and what each fix targeted and created. */
interface Applied {
  doc: CheerioAPI;
  pristine: CheerioAPI;
  /** Pristine node → the same node in `doc` (before the fixes changed it). */
  twin: Map<AnyNode, AnyNode>;
  html: string;
  applied: number[];
  failed: { index: number; reason: string }[];
  /** Per applied fix, the element its finding names (in `doc`), if it could be resolved. */
  targets: Map<number, Element | null>;
  /** Elements a fix added. */
  createdBy: Map<AnyNode, number>;
}

function allNodes(doc: CheerioAPI): AnyNode[] {
  const out: AnyNode[] = [];
  const walk = (node: AnyNode) => {
    out.push(node);
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(doc.root()[0]!);
  return out;
}

function applyFixes(html: string, fullDocument: boolean, fixes: FixToVerify[], indices: number[]): Applied {
  const pristine = parseDocument(html);
  const doc = parseDocument(html);
  const pristineNodes = allNodes(pristine);
  const docNodes = allNodes(doc);
  const twin = new Map(pristineNodes.map((node, i) => [node, docNodes[i]!] as const));
  const applied: number[] = [];
  const failed: Applied['failed'] = [];
  const targets = new Map<number, Element | null>();
  const createdBy = new Map<AnyNode, number>();
  let known = new Set(docNodes);
  for (const index of indices) {
    const { fix, finding } = fixes[index]!;
    const target = resolve(doc, finding.selector);
    let ok: boolean;
    try {
      ok = fix.apply!(doc);
    } catch {
      // expected: a fix that throws on this markup is reported as failed
      failed.push({ index, reason: 'the change could not be made to this markup' });
      continue;
    } finally {
      documentChanged();
    }
    if (!ok) {
      failed.push({ index, reason: 'the element it changes was not found in the markup' });
      continue;
    }
    applied.push(index);
    targets.set(index, target);
    const now = allNodes(doc);
    for (const node of now) if (!known.has(node)) createdBy.set(node, index);
    known = new Set(now);
  }
  return { doc, pristine, twin, html: serializeDocument(doc, fullDocument), applied, failed, targets, createdBy };
}

/** The keys a finding of the unfixed document matches by: its element (paired into the fixed parse) and its selector. */
function baselineKeys(state: Applied, findings: AnalyzedFinding[]): Set<Key> {
  const keys = new Set<Key>();
  for (const f of findings) {
    keys.add(selectorKey(f));
    const node = resolve(state.pristine, f.selector);
    const paired = node ? state.twin.get(node) : undefined;
    if (paired) keys.add(nodeKey(f.ruleId, paired));
  }
  return keys;
}

const ids = new WeakMap<AnyNode, number>();
let nextId = 0;
function nodeKey(ruleId: string, node: AnyNode): Key {
  let id = ids.get(node);
  if (id === undefined) ids.set(node, (id = nextId++));
  return `${ruleId}#${id}`;
}

/** A finding of the fixed document: its element there (if resolved) and its keys. */
function located(state: Applied, f: AnalyzedFinding): { node: Element | null; keys: Key[] } {
  const node = resolve(state.doc, f.selector);
  return { node, keys: node ? [nodeKey(f.ruleId, node), selectorKey(f)] : [selectorKey(f)] };
}

function isInside(node: AnyNode, ancestor: AnyNode): boolean {
  for (let n: AnyNode | null = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
}

/** The fix a new violation belongs to: on the element it changed or one around it, or on an element it added. */
function culprit(state: Applied, f: AnalyzedFinding, node: Element | null, fixes: FixToVerify[]): number | null {
  if (node) {
    for (let n: AnyNode | null = node; n; n = n.parent) {
      const creator = state.createdBy.get(n);
      if (creator !== undefined) return creator;
    }
    for (const [index, target] of state.targets) if (target && isInside(target, node)) return index;
  }
  const key = normalizeSelector(f.selector);
  for (const index of state.applied) if (normalizeSelector(fixes[index]!.finding.selector) === key) return index;
  return null;
}

const describe = (f: AnalyzedFinding) => `${f.ruleId} (${f.help.replace(/\.$/, '')})`;

/**
 * Applies the fixes that have `apply` to `html`, verifies them by analysing the result again, and keeps
 * those that hold up (see the module comment).
 */
export async function buildFixedHtml(html: string, fixes: FixToVerify[], options: VerifyOptions): Promise<VerifiedFixes> {
  const original = options.findings ?? [...new Map(fixes.map(({ finding }) => [finding.fingerprint, finding])).values()];
  const deadline = Date.now() + (options.deadlineMs ?? DEFAULT_DEADLINE_MS);
  // One analysis at a time (one browser page per queue slot), each only while the caller still wants it and in time.
  // An analysis that kept only part of the violations cannot tell a violation that is gone from one past
  // its cap, nor a new one from one it left out before: nothing can be verified then.
  const analyze = async (doc: string): Promise<AnalyzedFinding[]> => {
    options.signal?.throwIfAborted();
    if (Date.now() >= deadline) throw new OutOfTime();
    const analysis = await options.analyze(doc);
    if (!analysis.complete) throw new Incomplete();
    return analysis.findings;
  };
  try {
    if (options.findingsComplete === false) throw new Incomplete();
    return await verify(html, fixes, analyze, original, options);
  } catch (error) {
    if (!(error instanceof OutOfTime) && !(error instanceof Incomplete)) throw error;
    options.signal?.throwIfAborted();
    const reason = error instanceof OutOfTime ? OUT_OF_TIME : TOO_MANY;
    return {
      fixedHtml: html,
      applied: new Set(),
      dropped: fixes.map((_, index) => ({ index, reason })),
      remaining: original,
    };
  }
}

async function verify(
  html: string,
  fixes: FixToVerify[],
  analyze: (doc: string) => Promise<AnalyzedFinding[]>,
  original: AnalyzedFinding[],
  options: VerifyOptions,
): Promise<VerifiedFixes> {
  const fullDocument = isFullDocument(html);
  const dropped = new Map<number, string>();
  let active = fixes.flatMap(({ fix }, index) => (fix.apply ? [index] : []));
  let baseline: AnalyzedFinding[] | null = options.findings && options.findingsAreOffline ? options.findings : null;

  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const state = applyFixes(html, fullDocument, fixes, active);
    for (const { index, reason } of state.failed) dropped.set(index, reason);
    active = state.applied;
    if (active.length === 0) break;
    baseline ??= await analyze(html);
    const before = baseline;
    const after = await analyze(state.html);
    const known = baselineKeys(state, before);
    const dropsBefore = dropped.size;

    const found = after.map((f) => ({ f, ...located(state, f) }));
    const stillThere = new Set(found.flatMap(({ keys }) => keys));
    for (const index of active) {
      const { finding } = fixes[index]!;
      // Its element through the pristine parse (its selector in the fixed one may name another now), and its selector.
      const keys = [selectorKey(finding)];
      const node = resolve(state.pristine, finding.selector);
      const paired = node ? state.twin.get(node) : undefined;
      if (paired) keys.push(nodeKey(finding.ruleId, paired));
      if (!keys.some((k) => known.has(k))) {
        dropped.set(index, 'it could not be verified: the violation does not show when this HTML is analysed on its own, without the page’s network resources');
      } else if (keys.some((k) => stillThere.has(k))) {
        dropped.set(index, 'the violation was still found after the change');
      }
    }

    const unexplained: AnalyzedFinding[] = [];
    for (const { f, node, keys } of found) {
      if (keys.some((k) => known.has(k))) continue;
      const index = culprit(state, f, node, fixes);
      if (index === null) unexplained.push(f);
      else if (!dropped.has(index)) dropped.set(index, `the change brought a new violation: ${describe(f)}`);
    }
    if (unexplained.length) {
      // All of this round's fixes are suspects: one dropped for another reason may be the one that did it.
      for (const [index, f] of await blame(html, fullDocument, fixes, active, unexplained, analyze, before)) {
        if (!dropped.has(index)) dropped.set(index, `the change brought a new violation: ${describe(f)}`);
      }
    }

    if (dropped.size === dropsBefore) {
      return {
        fixedHtml: state.html,
        applied: new Set(active),
        dropped: [...dropped].map(([index, reason]) => ({ index, reason })).sort((a, b) => a.index - b.index),
        remaining: after,
      };
    }
    active = active.filter((i) => !dropped.has(i));
    if (round === MAX_ROUNDS) {
      for (const index of active) dropped.set(index, `it could not be verified within ${MAX_ROUNDS} scans`);
      active = [];
    }
  }
  return {
    fixedHtml: html,
    applied: new Set(),
    dropped: [...dropped].map(([index, reason]) => ({ index, reason })).sort((a, b) => a.index - b.index),
    remaining: original,
  };
}

/**
 * Which of `suspects` bring the violations no element tells (by rule + selector, which is all there is
 * to go by): halves of them are applied on their own and analysed, down to single fixes, within
 * MAX_BLAME_SCANS analyses. A violation that needs fixes of both halves, or the budget running out,
 * blames the whole group: fixedHtml keeps only what was verified.
 */
async function blame(
  html: string,
  fullDocument: boolean,
  fixes: FixToVerify[],
  suspects: number[],
  unexplained: AnalyzedFinding[],
  analyze: (doc: string) => Promise<AnalyzedFinding[]>,
  before: AnalyzedFinding[],
): Promise<Map<number, AnalyzedFinding>> {
  const wanted = new Map(unexplained.map((f) => [selectorKey(f), f]));
  const old = new Set(before.map(selectorKey));
  const blamed = new Map<number, AnalyzedFinding>();
  let budget = MAX_BLAME_SCANS;
  const shows = async (group: number[]): Promise<AnalyzedFinding | null> => {
    budget--;
    const findings = await analyze(applyFixes(html, fullDocument, fixes, group).html);
    for (const f of findings) {
      const key = selectorKey(f);
      if (!old.has(key) && wanted.has(key)) return wanted.get(key)!;
    }
    return null;
  };
  const search = async (group: number[], seen: AnalyzedFinding): Promise<void> => {
    if (group.length === 1 || budget < 2) {
      for (const index of group) blamed.set(index, seen);
      return;
    }
    const half = Math.ceil(group.length / 2);
    const halves = [group.slice(0, half), group.slice(half)];
    const results: (AnalyzedFinding | null)[] = [];
    for (const group of halves) results.push(await shows(group));
    if (results.every((r) => r === null)) {
      for (const index of group) blamed.set(index, seen);
      return;
    }
    for (const [i, result] of results.entries()) if (result) await search(halves[i]!, result);
  };
  if (suspects.length) await search(suspects, unexplained[0]!);
  return blamed;
}

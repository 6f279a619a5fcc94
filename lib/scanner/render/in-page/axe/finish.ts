import type Axe from 'axe-core';
import { axeOrThrow, world } from '../world.ts';

/** An element of a violation as the world sends it back: strings cut, axe's contrast measurement where it applies. */
export interface FinishedNode {
  target: (string | string[])[];
  html: string;
  impact: string | null;
  failureSummary: string | null;
  contrast: Record<string, string | number | null> | null;
}

export interface FinishedViolation {
  id: string;
  impact: string | null;
  tags: string[];
  description: string;
  help: string;
  helpUrl: string;
  nodes: FinishedNode[];
}

export interface FinishedRun {
  version: string;
  violations: FinishedViolation[];
  /** Elements left out past `maxNodes`. */
  dropped: number;
}

/** Frame levels (and shadow-root steps in each) of a target kept. */
const MAX_TARGET_STEPS = 32;
const MAX_TAGS = 64;
/** The contrast rules, whose measurement (colours, ratio, font) remediation computes fixes from. */
const CONTRAST_RULES = ['color-contrast', 'color-contrast-enhanced'];

/**
 * In the top frame's world: axe's finishRun over the top frame's partial result and the child frames'
 * (null for a frame left untested), cut down to what we store: at most `maxNodes` elements, strings
 * shortened to `maxText`; `dropped` counts the elements left out.
 */
export default async function finish(children: (string | null)[], options: Axe.RunOptions, maxNodes: number, maxText: number): Promise<FinishedRun> {
  const axe = axeOrThrow();
  const own = world().__a11yPartial;
  world().__a11yPartial = undefined;
  if (!own) throw new Error('Execution context was destroyed: the partial result is gone');
  const partials: Axe.PartialResults = [own, ...children.map((json) => (json === null ? null : (JSON.parse(json) as Axe.PartialResult)))];
  const result = await axe.finishRun(partials, options);
  const cut = (s: unknown, max = maxText): string => {
    const text = typeof s === 'string' ? s : '';
    return text.length > max ? text.slice(0, max) : text;
  };
  let kept = 0;
  let dropped = 0;
  const violations: FinishedViolation[] = [];
  for (const v of result.violations) {
    const nodes: FinishedNode[] = [];
    const measured = CONTRAST_RULES.includes(v.id);
    for (const n of v.nodes) {
      if (kept >= maxNodes) {
        dropped++;
        continue;
      }
      kept++;
      nodes.push({
        target: target(n.target, maxText, cut),
        html: cut(n.html),
        impact: n.impact || null,
        failureSummary: typeof n.failureSummary === 'string' ? cut(n.failureSummary) : null,
        contrast: measured ? contrast(n, cut) : null,
      });
    }
    violations.push({
      id: cut(v.id),
      impact: v.impact || null,
      tags: Array.isArray(v.tags) ? v.tags.slice(0, MAX_TAGS).map((t) => cut(t)) : [],
      description: cut(v.description),
      help: cut(v.help),
      helpUrl: cut(v.helpUrl),
      nodes,
    });
  }
  return { version: axe.version, violations, dropped };
}

/**
 * A target is one selector per frame level (an array where shadow roots are crossed): all of its strings
 * together get `maxText` characters, shared out evenly.
 */
function target(t: unknown, maxText: number, cut: (s: unknown, max?: number) => string): (string | string[])[] {
  if (!Array.isArray(t)) return [];
  const steps = t.slice(0, MAX_TARGET_STEPS).map((s: unknown) => (Array.isArray(s) ? (s.slice(0, MAX_TARGET_STEPS) as unknown[]) : s));
  let strings = 0;
  for (const s of steps) strings += Array.isArray(s) ? s.length : 1;
  const each = Math.max(1, Math.floor(maxText / Math.max(1, strings)));
  return steps.map((s) => (Array.isArray(s) ? s.map((x) => cut(x, each)) : cut(s, each)));
}

/** axe's measurement of a contrast rule's element: its first `any` check's data, values cut. */
function contrast(n: Axe.NodeResult, cut: (s: unknown, max?: number) => string): FinishedNode['contrast'] {
  const check = Array.isArray(n.any) ? n.any[0] : null;
  const d: unknown = check?.data;
  if (!d || typeof d !== 'object') return null;
  const data = d as Record<string, unknown>;
  const value = (x: unknown) => (typeof x === 'string' ? cut(x, 100) : typeof x === 'number' ? x : null);
  return {
    fgColor: value(data.fgColor),
    bgColor: value(data.bgColor),
    contrastRatio: value(data.contrastRatio),
    expectedContrastRatio: value(data.expectedContrastRatio),
    fontSize: value(data.fontSize),
    fontWeight: value(data.fontWeight),
    shadowColor: value(data.shadowColor),
  };
}

import { z } from 'zod';
import { criteriaFor, type WcagLevel } from '@/lib/wcag/criteria.ts';
import { MAX_TEXT } from '../merge/findings.ts';
import type { EngineFinding, EngineResult, WcagStandard } from './types.ts';

/**
 * What the adapters of the engines beside axe (ibm/adapter.ts, htmlcs/adapter.ts) share, from what their
 * in-page code answers to findings. The in-page code must return, per result, the engine's own fields plus
 * the element's `selector` and `html` as axe's utilities give them (axe.utils.getSelector,
 * axe.utils.getElementSource), so that the merge sees one element as one string whichever engine reports it.
 * What the page answers is the page's to forge: every item is checked, and those of the wrong shape are
 * dropped and counted.
 */

export interface AdapterOptions {
  pageUrl: string;
  standard: WcagStandard;
  includeBestPractices: boolean;
  maxFindings?: number;
  /** Keep the findings of rules that are off by default (off-by-default.ts); the ACT benchmark measures them. */
  allRules?: boolean;
}

/** A string of an engine's answer, and the element it names, as the page may send them (cut later). */
export const answerText = z.string().max(MAX_TEXT * 10);
export const answerWhere = {
  selector: z
    .string()
    .min(1)
    .max(MAX_TEXT * 10),
  html: z.string().max(100_000),
};

/** The criteria of a finding the scan's standard asks for (a 2.2 criterion is not reported on a 2.0 scan). */
export function inStandard(criteria: string[], standard: WcagStandard): string[] {
  const wanted = levelsIn(standard);
  return criteria.filter((c) => wanted.has(c));
}

export function levelOf(criteria: string[], standard: WcagStandard): EngineFinding['level'] {
  const wanted = levelsIn(standard);
  const levels = criteria.map((c) => wanted.get(c));
  return levels.includes('A') ? 'A' : levels.includes('AA') ? 'AA' : levels.includes('AAA') ? 'AAA' : null;
}

// Each criterion of a standard with its level, built once per standard: asked for twice per finding, up to
// thousands a page, where criteriaFor filters the version's list anew each time.
const LEVELS = new Map<WcagStandard, ReadonlyMap<string, WcagLevel>>();
function levelsIn(standard: WcagStandard): ReadonlyMap<string, WcagLevel> {
  let levels = LEVELS.get(standard);
  if (!levels) LEVELS.set(standard, (levels = new Map(criteriaFor(standard).map((c) => [c.id, c.level]))));
  return levels;
}

/** Collects findings up to the cap; a malformed item or one past the cap counts as dropped. */
export function collect(raw: unknown, max: number, convert: (item: unknown) => EngineFinding | null | 'malformed'): EngineResult {
  const items = Array.isArray(raw) ? raw : [];
  let dropped = Array.isArray(raw) ? 0 : 1;
  const findings: EngineFinding[] = [];
  for (const item of items) {
    const finding = convert(item);
    if (finding === null) continue;
    if (finding === 'malformed' || findings.length >= max) dropped++;
    else findings.push(finding);
  }
  return { findings, dropped };
}

import { z } from 'zod';
import { limitText, MAX_PAGE_FINDINGS, truncateUtf8 } from '../../merge/findings.ts';
import { type AdapterOptions, answerText, answerWhere, collect, inStandard, levelOf } from '../adapter.ts';
import { isOffByDefault } from '../off-by-default.ts';
import { htmlcsCode } from '../rule-maps.ts';
import type { EngineResult } from '../types.ts';

export const HTMLCS_ENGINE = 'htmlcs';

/** HTMLCS's message: type 1 error, 2 warning, 3 notice. */
const htmlcsItem = z.object({ type: z.union([z.literal(1), z.literal(2), z.literal(3)]), code: z.string().max(300), msg: answerText, ...answerWhere });

const TECHNIQUE_FAMILY: Record<string, string> = { ARIA: 'aria', SCR: 'client-side-script', C: 'css', F: 'failures', G: 'general', H: 'html' };

/** The W3C page of the first technique a code names (H37, G18_or_G145, ARIA6), else the techniques index. */
export function htmlcsHelpUrl(ruleId: string): string {
  const technique = ruleId.split('.')[3] ?? '';
  const match = /^(ARIA|SCR|C|F|G|H)(\d+)/.exec(technique);
  const family = match ? TECHNIQUE_FAMILY[match[1]!] : undefined;
  return family ? `https://www.w3.org/WAI/WCAG22/Techniques/${family}/${match![1]}${match![2]}` : 'https://www.w3.org/WAI/WCAG22/Techniques/';
}

/**
 * HTMLCS: an ERROR is a violation and a WARNING needs review; NOTICEs (reminders to check a criterion by
 * hand, on nearly every page) are left out. A code of a sniff the map does not know is dropped.
 */
export function htmlcsFindings(raw: unknown, options: AdapterOptions): EngineResult {
  return collect(raw, options.maxFindings ?? MAX_PAGE_FINDINGS, (item) => {
    const parsed = htmlcsItem.safeParse(item);
    if (!parsed.success) return 'malformed';
    const m = parsed.data;
    if (m.type === 3) return null;
    const code = htmlcsCode(m.code);
    if (!code?.known) return 'malformed';
    if (!options.allRules && isOffByDefault('htmlcs', code.ruleId)) return null;
    const criteria = inStandard(code.criteria, options.standard);
    if (criteria.length === 0) return null;
    const review = m.type === 2;
    return {
      engine: HTMLCS_ENGINE,
      ruleId: limitText(code.ruleId, 200),
      impact: review ? 'minor' : 'moderate',
      wcag: criteria,
      level: levelOf(criteria, options.standard),
      description: limitText(m.msg),
      help: limitText(m.msg),
      helpUrl: htmlcsHelpUrl(code.ruleId),
      pageUrl: limitText(options.pageUrl),
      selector: limitText(m.selector),
      html: truncateUtf8(m.html),
      failureSummary: limitText(m.msg),
      bestPractice: false,
      ...(review ? { review: true } : {}),
    };
  });
}

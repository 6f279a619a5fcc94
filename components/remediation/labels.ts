import type { Suggestion } from '@/lib/remediation/schemas.ts';

/** A suggestion's parts as people read them (the API says `attribute`, `rule`, 0.62). */

export const FIX_KIND_LABELS: Record<Suggestion['fix']['kind'], string> = {
  attribute: 'Set an attribute',
  replace: 'Replace the markup',
  advice: 'Advice: a person makes this change',
};

export const SOURCE_LABELS: Record<Suggestion['source'], string> = {
  rule: 'Rule: computed from the page',
  ai: 'AI: review before use',
};

/** "High (90%)": the word carries the meaning, the percentage the detail. */
export function confidenceText(confidence: number): string {
  const word = confidence >= 0.8 ? 'High' : confidence >= 0.5 ? 'Medium' : 'Low';
  return `${word} (${Math.round(confidence * 100)}%)`;
}

/** Whether the fix was applied to fixedHtml and a second scan confirmed it, and if not, why not. */
export function verificationText(suggestion: Pick<Suggestion, 'applied' | 'source' | 'fix'>): string {
  if (suggestion.applied) return 'Verified: a second scan no longer finds the issue';
  if (suggestion.source === 'ai') return 'Not applied: AI suggestions are never applied automatically';
  if (suggestion.fix.kind === 'advice') return 'Not applied: a person must make this change';
  return 'Not applied automatically: review it and make the change yourself';
}

/** "4.48:1" */
export const ratioText = (ratio: number) => `${ratio.toFixed(2).replace(/\.?0+$/, '')}:1`;

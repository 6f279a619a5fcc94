import type { ReactNode } from 'react';
import { CopyButton } from '@/components/ui/copy-button.tsx';
import { Badge } from '@/components/ui/table.tsx';
import type { ContrastInfo, Suggestion } from '@/lib/remediation/schemas.ts';
import { confidenceText, FIX_KIND_LABELS, ratioText, SOURCE_LABELS, verificationText } from './labels.ts';

type Level = 3 | 4 | 5 | 6;

function Heading({ level, className, children }: { level: Level; className: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

/** Wrapped rather than scrolled: a scrolling <pre> would need to be focusable to be read by keyboard. */
function Code({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <div className="min-w-0">
      <p className="text-sm font-semibold text-slate-900">{label}</p>
      <pre className="mt-1 rounded bg-slate-100 p-2 text-xs break-all whitespace-pre-wrap text-slate-900">
        <code>{value || '(empty)'}</code>
      </pre>
      <div className="mt-1">
        <CopyButton value={value} label={copyLabel} />
      </div>
    </div>
  );
}

/**
 * A colour sample: the text colour as a bar on the background colour. It carries nothing the text beside it
 * does not say (so it is hidden from assistive technology); its dark border keeps the edge visible whatever
 * the colours (non-text contrast against the white page).
 */
function Swatch({ foreground, background }: { foreground: string; background: string }) {
  return (
    <span aria-hidden="true" className="inline-flex h-10 w-16 shrink-0 items-center justify-center rounded border border-slate-700" style={{ background }}>
      <span className="block h-3 w-10 rounded-sm" style={{ background: foreground }} />
    </span>
  );
}

function Contrast({ contrast }: { contrast: ContrastInfo }) {
  const required = ratioText(contrast.required);
  const text = [contrast.fontSize, contrast.fontWeight ? `weight ${contrast.fontWeight}` : null].filter(Boolean).join(', ');
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold text-slate-900">Colours</p>
      <p className="mt-1 text-sm text-slate-700">
        {text ? `Text of ${text}: ` : ''}
        {contrast.required < 4.5 ? 'large text, ' : ''}needs a contrast ratio of at least {required}. Only the text colour changes; its hue stays.
      </p>
      <ul className="mt-2 grid gap-2 text-sm">
        <li className="flex items-center gap-3">
          <Swatch foreground={contrast.foreground} background={contrast.background} />
          <span>
            <span className="font-semibold">Now:</span> text <code>{contrast.foreground}</code> on <code>{contrast.background}</code>, ratio{' '}
            {ratioText(contrast.ratio)} ({contrast.ratio >= contrast.required ? 'meets' : 'below'} the required {required})
          </span>
        </li>
        <li className="flex items-center gap-3">
          {contrast.suggestedForeground && contrast.suggestedRatio !== null ? (
            <>
              <Swatch foreground={contrast.suggestedForeground} background={contrast.background} />
              <span>
                <span className="font-semibold">Suggested:</span> text <code>{contrast.suggestedForeground}</code> on <code>{contrast.background}</code>, ratio{' '}
                {ratioText(contrast.suggestedRatio)} (meets the required {required})
              </span>
            </>
          ) : (
            <span>
              <span className="font-semibold">Suggested:</span> no colour of the same hue reaches {required} on <code>{contrast.background}</code>; change the
              background or choose another colour.
            </span>
          )}
        </li>
      </ul>
    </div>
  );
}

/** One suggestion: the problem, the fix in words, who made it, how sure, whether verified; before and after, copyable. */
export function SuggestionItem({ suggestion, level }: { suggestion: Suggestion; level: Level }) {
  const { fix } = suggestion;
  return (
    <li className="rounded-md border border-slate-400 p-4">
      <Heading level={level} className="text-base font-semibold text-slate-900">
        {suggestion.problem}
      </Heading>
      <p className="mt-2 flex flex-wrap gap-2">
        <Badge tone={suggestion.applied ? 'green' : 'neutral'}>{suggestion.applied ? 'Verified fix' : 'Not applied'}</Badge>
        {suggestion.source === 'ai' ? <Badge tone="amber">AI: review before use</Badge> : null}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <Item term="Element">
          <code className="break-all">{suggestion.selector}</code>
        </Item>
        <Item term="Rule">
          <code>{suggestion.ruleId}</code>
          {suggestion.wcag.length ? `, WCAG ${suggestion.wcag.join(', ')}` : ''}
        </Item>
        <Item term="Fix">{FIX_KIND_LABELS[fix.kind]}</Item>
        <Item term="Source">{SOURCE_LABELS[suggestion.source]}</Item>
        <Item term="Confidence">{confidenceText(suggestion.confidence)}</Item>
        <Item term="Verification">{verificationText(suggestion)}</Item>
      </dl>
      <div className="mt-3 grid gap-3 lg:grid-cols-2">
        <Code label="Before" value={fix.before} copyLabel="Copy before" />
        {fix.kind === 'advice' ? (
          <div className="min-w-0">
            <p className="text-sm font-semibold text-slate-900">What to do</p>
            <p className="mt-1 text-sm break-words whitespace-pre-line">{fix.after}</p>
          </div>
        ) : (
          <Code label="After" value={fix.after} copyLabel="Copy after" />
        )}
      </div>
      {suggestion.contrast ? <Contrast contrast={suggestion.contrast} /> : null}
    </li>
  );
}

/** Suggestions as a list; each item's heading is at `level` (below the heading of wherever the list sits). */
export function SuggestionList({ suggestions, level, label }: { suggestions: readonly Suggestion[]; level: Level; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4">
      {suggestions.map((suggestion, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fingerprint can carry two suggestions (a rule's advice and an AI's), and the list never reorders
        <SuggestionItem key={`${suggestion.fingerprint}-${i}`} suggestion={suggestion} level={level} />
      ))}
    </ul>
  );
}

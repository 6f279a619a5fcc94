'use client';

import { type FormEvent, useState } from 'react';
import { STANDARD_OPTIONS, type WcagStandard } from '@/components/scans/labels.ts';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextAreaField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Section } from '@/components/ui/page-header.tsx';
import { useAction, useErrorWithCode } from '@/components/ui/use-action.ts';
import type { ActionResult } from '@/lib/portal/action.ts';
import { checkHtmlAction, type HtmlCheck } from '../actions.ts';
import { CheckResult } from './check-result.tsx';

const LABELS = { html: 'HTML', standard: 'WCAG standard' };
const fmt = new Intl.NumberFormat('en-GB');

/** The form, and below it the answer of the last check (its heading takes focus when it arrives). */
export function CheckHtml({ defaultStandard, limit }: { defaultStandard: WcagStandard; limit: number }) {
  const [result, setResult] = useState<{ check: HtmlCheck | null; id: number } | null>(null);
  const { run, pending, error, field } = useAction();
  const shown = useErrorWithCode(error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const html = String(data.get('html') ?? '');
    const standard = String(data.get('standard') ?? defaultStandard) as WcagStandard;
    // An earlier answer must not sit under a new error, nor look like the new answer while it runs.
    setResult((last) => (last ? { ...last, check: null } : null));
    run(
      // A body past the server's size limit never reaches the action: say so instead of failing silently.
      () =>
        checkHtmlAction({ html, standard }).catch(
          (): ActionResult<HtmlCheck> => ({
            // expected: the person is told, in the error summary
            ok: false,
            error: { code: 'unavailable', message: 'The check could not be sent or did not finish. Try again; if the HTML is very large, send less of it.' },
          }),
        ),
      (check) => setResult((last) => ({ check, id: (last?.id ?? 0) + 1 })),
    );
  }

  return (
    <>
      <Section title="Your HTML">
        <form onSubmit={submit} noValidate className="max-w-3xl">
          <FormError error={shown} labels={LABELS} />
          <TextAreaField
            label={LABELS.html}
            name="html"
            rows={14}
            required
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            className="mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 font-mono text-sm text-slate-900 aria-[invalid=true]:border-red-700"
            hint={`A whole document or a fragment, up to ${fmt.format(limit)} characters. It is analysed in an isolated browser with no network access: external styles, scripts and images are not loaded.`}
            error={field('html')}
          />
          <SelectField
            label={LABELS.standard}
            name="standard"
            defaultValue={defaultStandard}
            hint="The tenant's default standard is chosen."
            error={field('standard')}
          >
            {STANDARD_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={pending}>
            {pending ? 'Checking…' : 'Check HTML'}
          </Button>
          <p role="status" className="mt-2 text-sm text-slate-800">
            {pending ? 'Checking the HTML, then scanning the fixed version again to verify the fixes. This takes a few seconds…' : ''}
          </p>
        </form>
      </Section>
      {result?.check ? <CheckResult key={result.id} check={result.check} /> : null}
    </>
  );
}

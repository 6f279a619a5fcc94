'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose } from '@/components/ui/dialog.tsx';
import { CheckboxGroup, SelectField, TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { ENGINE_OPTIONS, type EngineChoice } from '@/components/scans/engines.ts';
import { STANDARD_OPTIONS, type WcagStandard } from '@/components/scans/labels.ts';
import { createScanAction } from '../actions.ts';

const LABELS = { url: 'Page URL', standard: 'Standard', engines: 'Rule engines', 'crawl.maxPages': 'Pages at most', 'crawl.maxDepth': 'Link depth' };
const OPTIONS = [
  { value: 'bestPractices', label: 'Include best practices', hint: 'Rules beyond WCAG; they do not affect conformance.' },
  { value: 'crawl', label: 'Also scan linked pages', hint: 'Follows links to pages on the same site.' },
];

/** "Scan a page": queues a scan and opens its page, where progress shows live. Engines start as the tenant's default. */
export function ScanDialog({ defaultStandard, defaultEngines }: { defaultStandard: WcagStandard; defaultEngines: readonly EngineChoice[] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<string[]>([]);
  const [engines, setEngines] = useState<string[]>([...defaultEngines]);
  const [opening, setOpening] = useState(false);
  const { run, pending, error, setError, field } = useAction();
  const crawl = options.includes('crawl');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      url: String(form.get('url') ?? ''),
      standard: String(form.get('standard')) as WcagStandard,
      includeBestPractices: options.includes('bestPractices'),
      // None ticked is sent as it is: the action's message says to tick one, on the fieldset.
      engines: engines as EngineChoice[],
      ...(crawl ? { crawl: { maxPages: Number(form.get('maxPages')), maxDepth: Number(form.get('maxDepth')) } } : {}),
    };
    run(
      (submission) => createScanAction(input, submission),
      ({ id }) => {
        setOpening(true);
        router.push(`/scans/${id}`);
      },
    );
  }

  return (
    <Dialog
      title="Scan a page"
      description="We load the page in a browser and check it against the standard you choose. It takes a few seconds per page."
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
        setOptions([]);
        setEngines([...defaultEngines]);
      }}
      trigger={<Button>Scan a page</Button>}
    >
      <form onSubmit={submit} noValidate>
        <FormError error={error} labels={LABELS} />
        <TextField
          label={LABELS.url}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="url"
          required
          maxLength={2048}
          placeholder="https://www.example.com/"
          hint="A public web page, starting with https:// or http://."
          error={field('url')}
        />
        <SelectField label={LABELS.standard} name="standard" defaultValue={defaultStandard} error={field('standard')}>
          {STANDARD_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <CheckboxGroup
          legend={LABELS.engines}
          hint="At least one. Several engines find more between them; an issue two of them report is more likely real."
          name="engines"
          options={ENGINE_OPTIONS}
          value={engines}
          onChange={setEngines}
          error={field('engines')}
        />
        <CheckboxGroup legend="Options" name="options" options={OPTIONS} value={options} onChange={setOptions} />
        {crawl ? (
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label={LABELS['crawl.maxPages']}
              name="maxPages"
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              defaultValue={10}
              hint="1 to 50, this page included."
              error={field('crawl.maxPages')}
            />
            <TextField
              label={LABELS['crawl.maxDepth']}
              name="maxDepth"
              type="number"
              inputMode="numeric"
              min={0}
              max={3}
              defaultValue={1}
              hint="Clicks away from this page, 0 to 3."
              error={field('crawl.maxDepth')}
            />
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={pending || opening}>
            {opening ? 'Opening the scan…' : pending ? 'Starting…' : 'Start scan'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

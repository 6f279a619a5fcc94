'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { REPORT_TYPE_LABELS } from '@/components/compliance/labels.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogFormActions } from '@/components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { REPORT_TYPES } from '@/lib/compliance/schemas.ts';
import { createReportAction } from '../actions.ts';
import { REPORTS_QUERY_KEY } from './reports-query.ts';

export interface ReportableTarget {
  id: string;
  name: string;
  /** Ready snapshots, newest first: the first is the default; none: one is taken for the report. */
  snapshots: { id: string; label: string }[];
}

const LABELS = {
  type: 'Report type',
  targetId: 'Target',
  snapshotId: 'Snapshot',
  'product.name': 'Product name',
  'product.version': 'Product version',
  'product.vendor': 'Vendor',
  'product.contact': 'Contact',
  'product.description': 'Product description',
};

/** "Generate report": a VPAT or a compliance report of one snapshot, generated in the background. */
export function GenerateReportDialog({ targets }: { targets: ReportableTarget[] }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [targetId, setTargetId] = useState(targets[0]?.id ?? '');
  const { run, pending, error, setError, field } = useAction();
  const target = targets.find((t) => t.id === targetId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const optional = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    run(
      (submission) =>
        createReportAction(
          {
            type: String(form.get('type')) as (typeof REPORT_TYPES)[number],
            targetId,
            snapshotId: optional('snapshotId'),
            product: {
              name: String(form.get('productName') ?? ''),
              version: optional('productVersion'),
              vendor: optional('productVendor'),
              contact: optional('productContact'),
              description: optional('productDescription'),
            },
          },
          submission,
        ),
      async () => {
        await queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
        setOpen(false);
      },
    );
  }

  return (
    <Dialog
      title="Generate a report"
      description="Reports are made from one snapshot, in the background (a target without one gets one taken first): this list shows when each is ready to download."
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={<Button>Generate report</Button>}
    >
      {targets.length === 0 ? (
        <>
          <Notice title="No target to report on yet">Create a target first: a report describes a target's pages.</Notice>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormError error={error} labels={LABELS} />
          <SelectField label={LABELS.type} name="type" defaultValue="vpat" error={field('type')}>
            {REPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {REPORT_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <SelectField label={LABELS.targetId} name="targetId" value={targetId} onChange={(e) => setTargetId(e.target.value)} error={field('targetId')}>
            {targets.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            key={targetId}
            label={LABELS.snapshotId}
            name="snapshotId"
            hint="The latest ready snapshot unless you choose another; without one, a snapshot is taken for the report."
            error={field('snapshotId')}
          >
            {target?.snapshots.length ? (
              target.snapshots.map((s, i) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                  {i === 0 ? ' (latest)' : ''}
                </option>
              ))
            ) : (
              <option value="">None yet: one is taken for this report</option>
            )}
          </SelectField>
          <fieldset className="mb-2">
            <legend className="mb-2 text-base font-semibold text-slate-900">Product</legend>
            <TextField label={LABELS['product.name']} name="productName" required maxLength={200} autoComplete="off" error={field('product.name')} />
            <div className="grid gap-x-4 sm:grid-cols-2">
              <TextField
                label={LABELS['product.version']}
                name="productVersion"
                maxLength={100}
                autoComplete="off"
                hint="Optional."
                error={field('product.version')}
              />
              <TextField
                label={LABELS['product.vendor']}
                name="productVendor"
                maxLength={200}
                autoComplete="organization"
                hint="Optional."
                error={field('product.vendor')}
              />
            </div>
            <TextField
              label={LABELS['product.contact']}
              name="productContact"
              maxLength={500}
              autoComplete="off"
              hint="Optional: who answers questions about the report, e.g. an email address."
              error={field('product.contact')}
            />
            <TextAreaField
              label={LABELS['product.description']}
              name="productDescription"
              rows={3}
              maxLength={5000}
              hint="Optional."
              error={field('product.description')}
            />
          </fieldset>
          <DialogFormActions submitLabel="Generate report" pendingLabel="Queuing…" pending={pending} />
        </form>
      )}
    </Dialog>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { formatDate } from '@/components/ui/table.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction, useErrorWithCode } from '@/components/ui/use-action.ts';
import type { SiteDto } from '@/lib/sites/schemas.ts';
import { ScheduleFields } from '../../_components/schedule-fields.tsx';
import { updateSiteAction } from '../../actions.ts';

const LABELS = { 'schedule.cron': 'Cron expression', 'schedule.timezone': 'Time zone', schedule: 'Schedule' };

/** The site's schedule: edited with its next three runs shown as typed; an empty expression removes it. */
export function ScheduleEditor({ siteId, schedule, nextRunAt }: { siteId: string; schedule: SiteDto['schedule']; nextRunAt: string | null }) {
  const router = useRouter();
  const { run, pending, error, field } = useAction();
  const shown = useErrorWithCode(error);
  const [saved, setSaved] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const form = new FormData(event.currentTarget);
    const cron = String(form.get('cron') ?? '').trim();
    const timezone = String(form.get('timezone') ?? '').trim() || 'UTC';
    run(
      () => updateSiteAction({ siteId, schedule: cron ? { cron, timezone } : null }),
      ({ nextRunAt: next }) => {
        setSaved(next ? `Schedule saved. Next run: ${formatDate(next)}.` : 'Schedule removed: the site runs only when started.');
        router.refresh();
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Schedule">
      <p className="mb-3 text-slate-800">
        {schedule ? `Runs on “${schedule.cron}” in ${schedule.timezone}; next ${formatDate(nextRunAt)}.` : 'No schedule: the site runs only when started.'}
      </p>
      <FormError error={shown} labels={LABELS} />
      <ScheduleFields
        idPrefix="site-schedule"
        defaultCron={schedule?.cron ?? ''}
        defaultTimezone={schedule?.timezone ?? 'UTC'}
        cronError={field('schedule.cron') ?? field('schedule')}
        timezoneError={field('schedule.timezone')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save schedule'}
        </Button>
        <p role="status" className="text-sm font-medium text-green-900">
          {saved}
        </p>
      </div>
    </form>
  );
}

'use client';

import { useEffect, useState } from 'react';
import { TextField } from '@/components/ui/field.tsx';
import { formatDate } from '@/components/ui/table.tsx';
import { previewScheduleAction } from '../actions.ts';

type Preview = { runs: string[]; timezone: string } | { error: string } | null;

/** A run's time in the schedule's own zone, as the schedule is read. */
function inZone(iso: string, timezone: string): string {
  try {
    return `${new Date(iso).toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: timezone })} (${timezone})`;
  } catch {
    // expected: a zone this browser does not know; the server accepted it, so say the time in UTC.
    return formatDate(iso);
  }
}

/**
 * The schedule's two fields, and the next three runs as they are typed (asked of the server a moment
 * after the typing stops, announced politely). An empty expression means runs on demand only.
 */
export function ScheduleFields({
  idPrefix,
  defaultCron = '',
  defaultTimezone = 'UTC',
  cronError,
  timezoneError,
}: {
  idPrefix: string;
  defaultCron?: string;
  defaultTimezone?: string;
  cronError?: string;
  timezoneError?: string;
}) {
  const [cron, setCron] = useState(defaultCron);
  const [timezone, setTimezone] = useState(defaultTimezone);
  const [preview, setPreview] = useState<Preview>(null);

  useEffect(() => {
    const expression = cron.trim();
    if (!expression) {
      setPreview(null);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const zone = timezone.trim() || 'UTC';
      const result = await previewScheduleAction({ cron: expression, timezone: zone });
      if (!current) return;
      if (result.ok) setPreview({ runs: result.data, timezone: zone });
      else setPreview({ error: Object.values(result.error.fields ?? {})[0] ?? result.error.message });
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [cron, timezone]);

  return (
    <fieldset className="mb-4">
      <legend className="text-base font-semibold text-slate-900">Schedule</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-cron`}
          label="Cron expression"
          name="cron"
          value={cron}
          onChange={(e) => setCron(e.target.value)}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          hint="5 fields: minute hour day-of-month month day-of-week, e.g. 0 3 * * 1 for Mondays at 03:00. Empty: runs only when started."
          error={cronError}
        />
        <TextField
          id={`${idPrefix}-timezone`}
          label="Time zone"
          name="timezone"
          value={timezone}
          onChange={(e) => setTimezone(e.target.value)}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          hint="An IANA time zone, e.g. Europe/London."
          error={timezoneError}
        />
      </div>
      <div role="status" id={`${idPrefix}-next-runs`} className="text-sm text-slate-900">
        {preview && 'runs' in preview ? (
          <>
            <p className="font-semibold">Next three runs</p>
            <ol className="list-decimal pl-5">
              {preview.runs.map((at) => (
                <li key={at}>{inZone(at, preview.timezone)}</li>
              ))}
            </ol>
          </>
        ) : preview ? (
          <p className="font-medium text-red-800">Not a schedule yet: {preview.error}</p>
        ) : null}
      </div>
    </fieldset>
  );
}

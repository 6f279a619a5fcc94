import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextField } from '@/components/ui/field.tsx';

export interface FilterValues {
  from?: string;
  to?: string;
  interval?: string;
  featureCode?: string;
}

export const FILTER_LABELS: Record<keyof FilterValues, string> = { from: 'From', to: 'To', interval: 'Group by', featureCode: 'Feature' };

/** A plain GET form: the report's URL says what it shows, and it works without script. */
export function ReportFilters({
  values,
  features,
  errors,
}: {
  values: FilterValues;
  features: readonly { code: string; name: string }[];
  errors: Record<string, string>;
}) {
  return (
    <form
      method="get"
      action="/analytics"
      className="mb-8 grid gap-x-4 rounded-lg border border-slate-300 bg-white p-5 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <TextField label={FILTER_LABELS.from} name="from" type="date" defaultValue={values.from} error={errors.from} />
      <TextField label={FILTER_LABELS.to} name="to" type="date" defaultValue={values.to} error={errors.to} />
      <SelectField label={FILTER_LABELS.interval} name="interval" defaultValue={values.interval ?? 'day'} error={errors.interval}>
        <option value="day">Day</option>
        <option value="week">Week</option>
        <option value="month">Month</option>
      </SelectField>
      <SelectField label={FILTER_LABELS.featureCode} name="featureCode" defaultValue={values.featureCode ?? ''} error={errors.featureCode}>
        <option value="">All features</option>
        {features.map((f) => (
          <option key={f.code} value={f.code}>
            {f.name}
          </option>
        ))}
      </SelectField>
      <div className="mb-4">
        <Button type="submit" className="w-full">
          Show report
        </Button>
      </div>
    </form>
  );
}

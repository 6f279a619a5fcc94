import type { ReactNode } from 'react';
import { DataTableToggle } from './data-table-toggle.tsx';

/**
 * A chart with its text alternatives: a visible summary (also the chart's description, so pass
 * `${id}-summary` as its describedBy) and the full data as a table behind a disclosure button.
 */
export function ChartFigure({
  id,
  summary,
  tableLabel,
  table,
  children,
}: {
  id: string;
  summary: ReactNode;
  tableLabel: string;
  table: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure>
      <figcaption id={`${id}-summary`} className="mb-3 max-w-3xl text-slate-700">
        {summary}
      </figcaption>
      {children}
      <DataTableToggle label={tableLabel}>{table}</DataTableToggle>
    </figure>
  );
}

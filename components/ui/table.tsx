import type { ReactNode } from 'react';

/** A data table with a caption (visually hidden unless asked) and header cells scoped to columns. */
export function Table({
  caption,
  showCaption = false,
  columns,
  children,
}: {
  caption: string;
  showCaption?: boolean;
  columns: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className={showCaption ? 'mb-2 text-left font-semibold' : 'sr-only'}>{caption}</caption>
        <thead>
          <tr className="border-b border-slate-400">
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table
              <th key={i} scope="col" className="px-3 py-2 font-semibold text-slate-900">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return <td className={`px-3 py-2 align-top ${className}`}>{children}</td>;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-dashed border-slate-400 p-6 text-center text-slate-700">{children}</p>;
}

const badgeTones = {
  neutral: 'bg-slate-200 text-slate-900',
  blue: 'bg-blue-100 text-blue-950',
  green: 'bg-green-100 text-green-950',
  amber: 'bg-amber-100 text-amber-950',
  red: 'bg-red-100 text-red-950',
};

export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof badgeTones; children: ReactNode }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${badgeTones[tone]}`}>{children}</span>;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}

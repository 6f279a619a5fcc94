'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

/**
 * A sortable column's header button (the header cell carries `aria-sort`): it loads the sorted rows from
 * the server without moving the page or focus, so a keyboard user can press it again to reverse the order.
 */
export function SortButton({ label, href, direction }: { label: string; href: string; direction: 'ascending' | 'descending' | null }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      aria-busy={pending || undefined}
      className="inline-flex min-h-10 items-center gap-1 rounded-md px-1 font-semibold text-blue-800 underline-offset-2 hover:underline"
      onClick={() => start(() => router.push(href, { scroll: false }))}
    >
      {label}
      <span aria-hidden="true" className="inline-block w-3 text-slate-900">
        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
      </span>
    </button>
  );
}

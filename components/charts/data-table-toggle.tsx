'use client';

import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';

/** A chart's table alternative behind a disclosure button; the table is in the page either way. */
export function DataTableToggle({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-3">
      <Button variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        {label}
      </Button>
      <div id={id} hidden={!open} className="mt-3">
        {children}
      </div>
    </div>
  );
}

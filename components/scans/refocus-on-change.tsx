'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A region that takes focus when `token` changes and the control that changed it is gone (the "Next" link
 * on the last page), so focus is never dropped on the document; where the control stays, focus stays on it.
 */
export function RefocusOnChange({ token, children }: { token: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(token);
  useEffect(() => {
    if (token === first.current) return;
    first.current = token;
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, [token]);
  return (
    <div ref={ref} tabIndex={-1} className="focus-visible:outline-2">
      {children}
    </div>
  );
}

'use client';

import { useState } from 'react';
import { Button } from './button.tsx';

/** Copies `value`; the result is announced through a polite live region next to the button. */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [status, setStatus] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('Copied to the clipboard.');
    } catch {
      // expected: the browser refused the clipboard; the person is told to copy by hand
      setStatus('Could not copy: select the text and copy it yourself.');
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" onClick={copy}>
        {label}
      </Button>
      <span role="status" className="text-sm text-slate-800">
        {status}
      </span>
    </span>
  );
}

import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { CopyField } from './copy-field.tsx';
import { DialogClose } from './dialog.tsx';
import { Notice } from './notice.tsx';

/**
 * A new secret in a dialog (an API key, a webhook signing secret, a user signing secret): the warning
 * that this is the only time it is shown, what to do with it, and the value to copy, closed by "I have
 * stored it".
 */
export function ShownOnce({
  title,
  children,
  label,
  value,
  copyLabel,
}: {
  title: string;
  children: ReactNode;
  label: ReactNode;
  value: string;
  copyLabel: string;
}) {
  return (
    <>
      <Notice tone="warning" title={title}>
        {children}
      </Notice>
      <CopyField
        label={label}
        value={value}
        copyLabel={copyLabel}
        done={
          <DialogClose asChild>
            <Button variant="secondary">I have stored it</Button>
          </DialogClose>
        }
      />
    </>
  );
}

'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose } from '@/components/ui/dialog.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import type { ScanJobDto } from '@/lib/scanner/schemas.ts';
import { cancelScanAction } from '../../actions.ts';

/**
 * "Cancel scan", confirmed in a dialog. On success the button goes away (the scan is ending), so focus
 * does not return to it: `onCanceled` gets the scan as it now stands and moves focus to the status.
 */
export function CancelScanButton({ scanId, site, onCanceled }: { scanId: string; site: boolean; onCanceled(job: ScanJobDto): void }) {
  const [open, setOpen] = useState(false);
  const { run, pending, error, setError } = useAction();
  const done = useRef(false);

  function confirm() {
    run(
      () => cancelScanAction({ scanId }),
      (job) => {
        done.current = true;
        setOpen(false);
        onCanceled(job);
      },
    );
  }

  return (
    <Dialog
      title="Cancel this scan?"
      description={
        site
          ? 'No new page starts: pages still waiting are skipped, pages being scanned now finish and are kept with their issues. The scan then ends as canceled. This cannot be undone.'
          : 'The scan stops and ends as canceled. This cannot be undone.'
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      onCloseAutoFocus={(event) => {
        if (done.current) event.preventDefault();
      }}
      trigger={<Button variant="secondary">Cancel scan</Button>}
    >
      {error ? (
        <Notice tone="error" title="The scan was not canceled">
          {error.message}
          {error.traceId ? ` Trace id: ${error.traceId}.` : ''}
        </Notice>
      ) : null}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Keep scanning</Button>
        </DialogClose>
        <Button variant="danger" disabled={pending} onClick={confirm}>
          {pending ? 'Canceling…' : 'Cancel scan'}
        </Button>
      </div>
    </Dialog>
  );
}

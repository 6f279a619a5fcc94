'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import type { WcagStandard } from '@/components/scans/labels.ts';
import type { ScanJobDto } from '@/lib/scanner/schemas.ts';
import { createScanAction } from '../../actions.ts';

/** Scans the same URL again with the same standard, options and engines: the next point of the trend. */
export function RescanButton({ url, standard, options }: { url: string; standard: WcagStandard; options: ScanJobDto['options'] }) {
  const router = useRouter();
  const { run, pending, error } = useAction();
  return (
    <div>
      <FormError error={error} />
      <Button
        variant="secondary"
        disabled={pending}
        onClick={() =>
          run(
            (submission) =>
              createScanAction(
                {
                  url,
                  standard,
                  includeBestPractices: options.includeBestPractices,
                  crawl: options.crawl,
                  viewport: options.viewport,
                  engines: options.engines,
                },
                submission,
              ),
            ({ id }) => router.push(`/scans/${id}`),
          )
        }
      >
        {pending ? 'Starting…' : 'Scan again'}
      </Button>
    </div>
  );
}

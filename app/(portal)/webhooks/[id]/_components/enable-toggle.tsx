'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { updateEndpointAction } from '../../actions.ts';

/** Switches deliveries off or on; switching on clears an automatic disabling and its failure record. */
export function EnableToggle({ id, enabled }: { id: string; enabled: boolean }) {
  const router = useRouter();
  const { run, pending, error } = useAction();
  return (
    <div>
      <FormError error={error} />
      <Button
        variant={enabled ? 'secondary' : 'primary'}
        disabled={pending}
        onClick={() =>
          run(
            () => updateEndpointAction({ id, enabled: !enabled }),
            () => router.refresh(),
          )
        }
      >
        {pending ? 'Saving…' : enabled ? 'Disable endpoint' : 'Enable endpoint'}
      </Button>
    </div>
  );
}

import { Badge, formatDate } from '@/components/ui/table.tsx';
import type { EndpointDto } from '@/lib/webhooks/schemas.ts';

/** Disabled by its own failures (not by a person): the case admins must notice. */
export const autoDisabled = (endpoint: EndpointDto) => !endpoint.enabled && endpoint.disabledAt !== null;

/** The endpoint's state in words; the badge colour only repeats them. */
export function EndpointStatus({ endpoint }: { endpoint: EndpointDto }) {
  if (autoDisabled(endpoint)) return <Badge tone="red">disabled after failing</Badge>;
  if (!endpoint.enabled) return <Badge>disabled</Badge>;
  if (endpoint.failingSince) {
    return (
      <>
        <Badge tone="amber">failing</Badge>
        <span className="block text-slate-700">since {formatDate(endpoint.failingSince)}</span>
      </>
    );
  }
  return <Badge tone="green">enabled</Badge>;
}

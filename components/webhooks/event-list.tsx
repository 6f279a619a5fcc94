import type { WebhookEventType } from '@/lib/webhooks/schemas.ts';

/** An endpoint's subscribed events, by the names receivers see in `type`. */
export function EventList({ events }: { events: readonly WebhookEventType[] }) {
  return (
    <ul>
      {events.map((type) => (
        <li key={type}>
          <code>{type}</code>
        </li>
      ))}
    </ul>
  );
}

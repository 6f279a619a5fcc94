import { z } from 'zod';

/**
 * The events that start background work, with their payloads. Payloads carry ids only; the work
 * re-reads what it needs. One workflow answers each event.
 */
/** The tenant's plan, added by sendEvent under Inngest only: it picks the function with the plan's concurrency. */
const plan = z.enum(['starter', 'pro', 'enterprise']).optional();

export const EVENTS = {
  'scan/requested': z.object({ scanId: z.string(), tenantId: z.string(), plan }),
  /** One page of a scan's frontier (scan_pages): a scan's unit of work. */
  'scan/page.requested': z.object({ scanId: z.string(), pageId: z.string(), tenantId: z.string(), plan }),
  'webhook/delivery.requested': z.object({ deliveryId: z.string(), tenantId: z.string(), plan }),
  'compliance/report.requested': z.object({ reportId: z.string(), tenantId: z.string(), plan }),
} as const;

export type EventName = keyof typeof EVENTS;
export type EventData<N extends EventName> = z.output<(typeof EVENTS)[N]>;

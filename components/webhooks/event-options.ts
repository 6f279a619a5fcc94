import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@/lib/webhooks/schemas.ts';

const DESCRIPTIONS: Record<WebhookEventType, string> = {
  'scan.completed': 'A scan finished; carries its score and issue counts.',
  'scan.failed': 'A scan could not be completed.',
  'scan.issues_detected': 'A scan found new accessibility issues.',
  'report.ready': 'A compliance report is ready to download.',
  'snapshot.ready': 'A scheduled compliance snapshot was taken.',
  'site.regressed': 'A site scan found barriers that are new or back (at or above the site’s alert threshold).',
  'site.improved': 'A site scan found barriers fixed and nothing new or back.',
};

export interface EventOption {
  value: WebhookEventType;
  label: string;
  hint: string;
}

/** The subscribable events as checkbox options: the event name as sent, and what it means. */
export const WEBHOOK_EVENT_OPTIONS: readonly EventOption[] = WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: type, hint: DESCRIPTIONS[type] }));

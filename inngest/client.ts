import { Inngest } from 'inngest';

/** The Inngest client: used when INNGEST_* is configured (see lib/jobs/send-event.ts jobsDriver). */
export const inngest = new Inngest({ id: 'a11y-platform' });

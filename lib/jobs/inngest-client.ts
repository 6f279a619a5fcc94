import { Inngest } from 'inngest';

/**
 * The Inngest client, when INNGEST_* is configured (see jobsDriver in send-event.ts): sendEvent sends
 * through it, and the Inngest driver (inngest/) serves the workflows' functions with it.
 */
export const inngest = new Inngest({ id: 'a11y-platform' });

import { serve } from 'inngest/next';
import { inngest } from '@/inngest/client.ts';
import { functions } from '@/inngest/functions.ts';

/** Inngest calls this endpoint (signed with INNGEST_SIGNING_KEY) to run the service's functions. */
export const { GET, POST, PUT } = serve({ client: inngest, functions });

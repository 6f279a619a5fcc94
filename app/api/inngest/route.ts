import { serve } from 'inngest/next';
import { functions } from '@/inngest/functions.ts';
import { unknownPath } from '@/lib/http/dispatch.ts';
import { inngest } from '@/lib/jobs/inngest-client.ts';
import { inngestDevModeRefusal, jobsDriver } from '@/lib/jobs/send-event.ts';
import { logger } from '@/lib/logger.ts';

/**
 * Inngest calls this endpoint (signed with INNGEST_SIGNING_KEY) to run the service's functions. It exists
 * only where Inngest is the jobs driver: on the embedded default, and under a dev mode that production
 * refuses, it is the same JSON 404 as any unknown path.
 */
const served = serve({ client: inngest, functions });
const absent = unknownPath();

type Handler = (req: Request, context: unknown) => Promise<Response>;

function serving(): boolean {
  if (jobsDriver() !== 'inngest') return false;
  const refusal = inngestDevModeRefusal();
  if (refusal) logger.error(refusal);
  return !refusal;
}

const route =
  (method: 'GET' | 'POST' | 'PUT'): Handler =>
  (req, context) =>
    serving() ? (served[method] as Handler)(req, context) : absent[method](req);

export const GET = route('GET');
export const POST = route('POST');
export const PUT = route('PUT');

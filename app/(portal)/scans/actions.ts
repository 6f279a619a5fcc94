'use server';

import { z } from 'zod';
import { engineChoice } from '@/components/scans/engines.ts';
import { AppError } from '@/lib/errors.ts';
import { portalAction } from '@/lib/portal/action.ts';
import { cancelScanRoute, createDismissalRoute, createScanRoute } from '@/lib/scanner/routes.ts';
import { suggestFixForIssue } from '@/lib/remediation/remediate.ts';
import { cancelScan } from '@/lib/scanner/cancel-scan.ts';
import { createScan } from '@/lib/scanner/create-scan.ts';
import { createDismissal } from '@/lib/scanner/dismissals.ts';
import { createDismissalInput, createScanInput } from '@/lib/scanner/schemas.ts';

/** The API's scan input, with the engine picker's own message when no engine is ticked. */
const scanFormInput = createScanInput.extend({ engines: engineChoice.optional() });

export const createScanAction = portalAction({ input: scanFormInput, operation: createScanRoute, creates: true }, async (ctx, input) => {
  try {
    const job = await createScan(ctx.principal, input);
    return { id: job.id };
  } catch (error) {
    // The SSRF refusal is about the URL the person typed: show it on that field.
    if (error instanceof AppError && error.code === 'unsafe_url') {
      throw new AppError('unsafe_url', error.message, { details: [{ path: 'url', message: error.message }], internal: error.internal, cause: error });
    }
    throw error;
  }
});

export const dismissIssueAction = portalAction({ input: createDismissalInput, operation: createDismissalRoute, creates: true }, async (ctx, input) => {
  const { created } = await createDismissal(ctx.principal, input);
  return { created };
});

/** "Suggest a fix": the issue's page is loaded again as a scan loads it and remediated (`remediation:use`). */
export const suggestFixAction = portalAction({ input: z.object({ issueId: z.string().min(1).max(100) }), permission: 'remediation:use' }, (ctx, { issueId }) =>
  suggestFixForIssue(ctx.principal, issueId),
);

/** "Cancel scan": nothing new starts, the pages being scanned finish and are kept (`scanner:write`). */
export const cancelScanAction = portalAction({ input: z.object({ scanId: z.string().min(1).max(100) }), operation: cancelScanRoute }, (ctx, { scanId }) =>
  cancelScan(ctx.principal, scanId),
);

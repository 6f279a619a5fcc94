import { z } from 'zod';

/** POST /scanner/dismissals: a false positive, by the fingerprint found on an issue. */
export const createDismissalInput = z.object({
  fingerprint: z.string().regex(/^[0-9a-f]{32}$/, 'A fingerprint as found on an issue (32 hex characters).'),
  reason: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((reason) => reason || undefined)
    .describe('Why it is a false positive: required (422 `reason_required` without one), cited in compliance reports.'),
});
export type CreateDismissalInput = z.output<typeof createDismissalInput>;

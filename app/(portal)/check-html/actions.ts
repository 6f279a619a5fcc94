'use server';

import { z } from 'zod';
import { AppError } from '@/lib/errors.ts';
import { portalAction } from '@/lib/portal/action.ts';
import { remediateHtmlRoute } from '@/lib/remediation/routes.ts';
import { remediateHtml } from '@/lib/remediation/remediate.ts';
import { HTML_LIMIT, type RemediationResponse } from '@/lib/remediation/schemas.ts';
import { wcagStandard } from '@/lib/tenants/schemas.ts';
import { type LineDiff, lineDiff } from './line-diff.ts';

/** The remediation answer and, when there is a fixedHtml, its changed lines against what was sent. */
export type HtmlCheck = RemediationResponse & { diff: LineDiff | null };

const checkHtmlInput = z.object({
  html: z
    .string()
    .refine((html) => html.trim() !== '', 'Paste the HTML to check.')
    .refine((html) => html.length <= HTML_LIMIT, `Paste at most ${HTML_LIMIT.toLocaleString('en')} characters.`),
  standard: wcagStandard,
});

/**
 * Check HTML: the same service as `POST /api/v1/remediation/html` (role check `remediation:use`, the
 * scanner's isolated browser, fixes verified by a second scan), plus the diff the page shows.
 */
export const checkHtmlAction = portalAction({ input: checkHtmlInput, operation: remediateHtmlRoute }, async (ctx, input): Promise<HtmlCheck> => {
  try {
    const result = await remediateHtml(ctx.principal, input);
    return { ...result, diff: result.fixedHtml === undefined ? null : lineDiff(input.html, result.fixedHtml) };
  } catch (error) {
    // The size limit is about what was pasted: show it on that field.
    if (error instanceof AppError && error.code === 'payload_too_large') {
      throw new AppError(error.code, error.message, { details: [{ path: 'html', message: error.message }], cause: error });
    }
    throw error;
  }
});

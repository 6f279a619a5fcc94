'use server';

import { z } from 'zod';
import { deleteEvaluation } from '@/lib/compliance/delete-evaluation.ts';
import { putEvaluation } from '@/lib/compliance/put-evaluation.ts';
import { createReport } from '@/lib/compliance/create-report.ts';
import { createReportInput, createTargetInput, criterionId, evaluationInput } from '@/lib/compliance/schemas.ts';
import { createSnapshot } from '@/lib/compliance/create-snapshot.ts';
import { createTarget } from '@/lib/compliance/create-target.ts';
import { AppError, validationFailed } from '@/lib/errors.ts';
import { portalAction } from '@/lib/portal/action.ts';
import { createReportRoute, createSnapshotRoute, createTargetRoute, deleteEvaluationRoute, putEvaluationRoute } from '@/lib/compliance/routes.ts';

/** The "New target" form as typed: the URLs one per line, numbers and dates as text. */
const newTargetForm = z.object({
  name: z.string().max(1_000),
  standard: z.string().max(20),
  urls: z.string().max(300_000),
  minScore: z.string().max(10),
  deadline: z.string().max(20),
  schedule: z.string().max(10),
});

/**
 * Creates a target from the form. A problem with one URL is reported on the URLs field with its line
 * number, whether zod or the SSRF guard found it, since the person typed lines, not array items.
 */
export const createTargetAction = portalAction({ input: newTargetForm, operation: createTargetRoute, creates: true }, async (ctx, form) => {
  const lines = form.urls.split(/\r?\n/).map((url, i) => ({ url: url.trim(), line: i + 1 }));
  const urls = lines.filter((l) => l.url);
  const atLine = (index: number, message: string) => `Line ${urls[index]?.line ?? index + 1}: ${message}`;
  const parsed = createTargetInput.safeParse({
    name: form.name,
    standard: form.standard || undefined,
    urls: urls.map((l) => l.url),
    minScore: form.minScore.trim() === '' ? undefined : Number(form.minScore),
    deadline: form.deadline || null,
    schedule: form.schedule || null,
  });
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => {
      const [field, index] = issue.path;
      if (field === 'urls' && typeof index === 'number') return { path: 'urls', message: atLine(index, issue.message) };
      if (field === 'urls' && issue.code === 'too_small') return { path: 'urls', message: 'Enter at least one page URL.' };
      return { path: String(field ?? 'form'), message: issue.message };
    });
    throw validationFailed(details, 'Some fields need attention.');
  }
  try {
    const { target, created } = await createTarget(ctx.principal, parsed.data);
    return { id: target.id, created };
  } catch (error) {
    const match = error instanceof AppError ? /^urls\[(\d+)\]$/.exec(error.details?.[0]?.path ?? '') : null;
    if (error instanceof AppError && match) {
      const message = atLine(Number(match[1]), error.details![0]!.message);
      throw new AppError(error.code, message, { details: [{ path: 'urls', message }], internal: error.internal, cause: error });
    }
    throw error;
  }
});

export const createSnapshotAction = portalAction(
  { input: z.object({ targetId: z.string().min(1).max(100), rescan: z.boolean() }), operation: createSnapshotRoute, creates: true },
  async (ctx, input) => {
    const snapshot = await createSnapshot(ctx.principal, input);
    return {
      id: snapshot.id,
      status: snapshot.status,
      score: snapshot.score,
      scoreMeetsMinimum: snapshot.scoreMeetsMinimum,
      conformance: snapshot.conformance,
    };
  },
);

const evaluationTarget = z.object({ targetId: z.string().min(1).max(100), criterion: criterionId });

export const putEvaluationAction = portalAction(
  { input: evaluationInput.extend(evaluationTarget.shape), operation: putEvaluationRoute },
  async (ctx, { targetId, criterion, ...input }) => {
    const evaluation = await putEvaluation(ctx.principal, targetId, criterion, input);
    return { criterion: evaluation.criterion, result: evaluation.result };
  },
);

export const deleteEvaluationAction = portalAction({ input: evaluationTarget, operation: deleteEvaluationRoute }, async (ctx, { targetId, criterion }) => {
  await deleteEvaluation(ctx.principal, targetId, criterion);
});

export const createReportAction = portalAction({ input: createReportInput, operation: createReportRoute, creates: true }, async (ctx, input) => {
  const report = await createReport(ctx.principal, input);
  return { id: report.id, status: report.status };
});

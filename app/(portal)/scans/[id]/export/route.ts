import { validationFailed } from '@/lib/errors.ts';
import { portalDownload } from '@/lib/portal/download.ts';
import { exportFormatQuery } from '@/lib/scanner/export/rows.ts';
import { exportScanIssues } from '@/lib/scanner/export-issues.ts';

/** The scan's issues as a CSV or JSON Lines download (`?format=`), as GET /api/v1/scanner/jobs/{id}/issues/export answers. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return portalDownload('scan issues', async (principal, log) => {
    const query = exportFormatQuery.safeParse({ format: new URL(request.url).searchParams.get('format') ?? undefined });
    if (!query.success) throw validationFailed([{ path: 'format', message: 'csv or jsonl.' }]);
    return exportScanIssues(principal, id, query.data, log);
  });
}

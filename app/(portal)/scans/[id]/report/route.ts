import { portalDownload } from '@/lib/portal/download.ts';
import { downloadScanReport } from '@/lib/scanner/download-scan-report.ts';

/** The scan's HTML report as a download, as GET /api/v1/scanner/jobs/{id}/report answers (proxy.ts gives it the report's policy). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return portalDownload('scan report', (principal, log) => downloadScanReport(principal, id, log));
}

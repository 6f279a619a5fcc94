import { portalDownload } from '@/lib/portal/download.ts';
import { downloadSiteReport } from '@/lib/site-issues/export-issues.ts';

/** The HTML report of the site's latest completed scan, as a download (proxy.ts gives it the report's policy). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return portalDownload('site report', (principal, log) => downloadSiteReport(principal, id, log));
}

import { validationFailed } from '@/lib/errors.ts';
import { portalDownload } from '@/lib/portal/download.ts';
import { exportSiteIssues } from '@/lib/site-issues/export-issues.ts';
import { exportSiteIssuesQuery } from '@/lib/site-issues/schemas.ts';

/** The site's tracked issues as a CSV or JSON Lines download (`?format=`, and the export's filters). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return portalDownload('site issues', async (principal, log) => {
    const query = exportSiteIssuesQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) throw validationFailed(query.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    return exportSiteIssues(principal, id, query.data, log);
  });
}

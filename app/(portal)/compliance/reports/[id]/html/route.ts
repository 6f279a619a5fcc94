import { downloadReport } from '@/lib/compliance/download-report.ts';
import { AppError } from '@/lib/errors.ts';
import { getPortalContext } from '@/lib/portal/context.ts';

/**
 * The HTML edition opened from the portal: shown inline (not downloaded) under the report's own
 * Content-Security-Policy, which runs no script and loads nothing (proxy.ts gives this path that policy
 * instead of the portal's). Signed-out visitors are sent to sign in; another tenant's report is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const ctx = await getPortalContext();
  if (!ctx) return new Response(null, { status: 303, headers: { Location: '/sign-in' } });
  const { id } = await params;
  try {
    const file = await downloadReport(ctx.principal, id, 'html');
    return new Response(new Uint8Array(file.body), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': 'inline',
        'Content-Security-Policy': file.contentSecurityPolicy!,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'report_not_ready')) {
      return new Response(error.message, { status: error.code === 'not_found' ? 404 : 409, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    throw error;
  }
}

import type { Principal } from '@/lib/auth/permissions.ts';
import { AppError } from '@/lib/errors.ts';
import { logger } from '@/lib/logger.ts';
import type { ExportDownload } from '@/lib/scanner/export-issues.ts';
import { getPortalContext } from './context.ts';

/**
 * A file the portal hands out from a route handler (an export, a scan's report) with the signed-in member's
 * principal: signed-out visitors are sent to sign in, another tenant's (or an unknown) record is a 404, a
 * malformed request a 400; the service streams the file as the API would.
 */
export async function portalDownload(what: string, make: (principal: Principal, log: typeof logger) => Promise<ExportDownload>): Promise<Response> {
  const ctx = await getPortalContext();
  if (!ctx) return new Response(null, { status: 303, headers: { Location: '/sign-in' } });
  const log = logger.child({ portalDownload: what });
  try {
    const file = await make(ctx.principal, log);
    return new Response(file.body, { headers: { ...file.headers, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'validation_failed' || error.code === 'forbidden')) {
      const status = error.code === 'not_found' ? 404 : error.code === 'forbidden' ? 403 : 400;
      return new Response(error.message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    throw error;
  }
}

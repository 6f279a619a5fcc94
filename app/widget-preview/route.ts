import { AppError } from '@/lib/errors.ts';
import { decryptSigningSecret, signUserId } from '@/lib/keys/user-signature.ts';
import { resolveWidgetKey } from '@/lib/keys/widget-keys.ts';
import { getPortalContext } from '@/lib/portal/context.ts';
import { previewHtml } from './preview-html.ts';

/**
 * The widget preview the portal's Widget page shows in a frame: a sample article with the widget's tag and
 * a publishable key of the signed-in person's tenant (`?key=`; a publishable key is public, as in any page's
 * source). Its requests come from the service's own origin, which publishable keys accept
 * (lib/keys/page-origin.ts). proxy.ts gives this path the portal's policy, framable by the portal only.
 *
 * The widget acts for one end user per portal user, `portal-preview-<user id>`, signed when the tenant has a
 * user signing secret (so the preview works when signed user ids are required); it reaches that profile only.
 */
export async function GET(request: Request): Promise<Response> {
  const ctx = await getPortalContext();
  if (!ctx) return page(401, previewHtml({ note: 'Sign in to the portal to see the widget preview.' }));
  const raw = new URL(request.url).searchParams.get('key') ?? '';
  let key: Awaited<ReturnType<typeof resolveWidgetKey>>;
  try {
    key = await resolveWidgetKey(ctx.principal, ctx.tenant.id, raw);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'validation_failed' || error.code === 'forbidden')) {
      const reason = error.details?.[0]?.message ?? error.message;
      return page(error.code === 'forbidden' ? 403 : 400, previewHtml({ note: `No widget on this preview: ${reason}` }));
    }
    throw error;
  }
  const userId = `portal-preview-${ctx.user.id}`;
  const stored = key.tenant.userSigning.secret;
  const secret = stored ? decryptSigningSecret(stored) : null;
  const nonce = request.headers.get('x-nonce');
  return page(200, previewHtml({ widget: { key: raw, nonce, userId, signature: secret ? signUserId(secret, userId) : null } }));
}

function page(status: number, html: string): Response {
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' } });
}

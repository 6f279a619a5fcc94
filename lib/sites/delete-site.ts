import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { notFound, validationFailed } from '@/lib/errors.ts';

const SITE_ID = /^sit_[0-9A-Za-z]{22}$/;

/**
 * Deletes a site with its scans (their pages and issues) and its tracked issues and their history, once
 * `confirm` repeats the site's URL as the API shows it (400 at `confirm` otherwise). A scan of the site still
 * running goes too: its page jobs find no scan and end without doing anything. Sites leave no tombstone, so a
 * well-formed id not in the caller's tenant (gone already, never existed, another tenant's) answers success
 * and deletes nothing, as every delete of the API does; a malformed id is 404.
 */
export async function deleteSite(ctx: Principal, id: string, input: { confirm: string }): Promise<void> {
  authorize(ctx, 'scanner:write');
  if (!SITE_ID.test(id)) throw notFound('Site');
  const site = await db.site.findFirst({ where: { ...inTenant(ctx), id }, select: { url: true } });
  if (!site) return;
  if (input.confirm !== site.url) {
    throw validationFailed(
      [{ path: 'confirm', message: `Repeat the site's URL (${site.url}) to delete it with its scans and tracked issues.` }],
      'Deleting a site needs its URL as confirmation.',
    );
  }
  await db.site.deleteMany({ where: { ...inTenant(ctx), id } });
}

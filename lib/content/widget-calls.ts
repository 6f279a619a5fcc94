import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { ownTenant } from '@/lib/db/scope.ts';
import { AppError, notFound } from '@/lib/errors.ts';
import { actsAsEndUser } from '@/lib/keys/publishable.ts';
import { readSettings } from '@/lib/tenants/schemas.ts';
import type { TransformName } from './schemas.ts';

/**
 * Content transforms called through publishable keys, by the embeddable widget (docs/decisions.md, "AI
 * transforms from the widget"): only those the tenant's `widgetContent.transforms` names, each call for one
 * end user.
 */

/** The end user a publishable call is for, and what that user may spend a day. */
export interface WidgetCaller {
  tenantId: string;
  endUserId: string;
  /** The tenant's `widgetContent.dailyTokensPerUser`. */
  dailyTokens: number;
}

/**
 * May `ctx` run `transform`? Secret keys and members by their scope or role (`content:use`); a publishable
 * key when the tenant's settings, read afresh, name the transform (the same 403 as a missing scope when
 * they do not), for the end user the API wrapper took from X-User-Id. Returns that end user, or null.
 */
export async function authorizeTransform(ctx: Principal, transform: TransformName, endUserId: string | undefined): Promise<WidgetCaller | null> {
  if (!actsAsEndUser(ctx)) {
    authorize(ctx, 'content:use');
    return null;
  }
  const tenant = await db.tenant.findUnique({ where: ownTenant(ctx), select: { settings: true } });
  if (!tenant) throw notFound('Tenant');
  const { widgetContent } = readSettings(tenant.settings);
  if (!widgetContent.transforms.includes(transform)) authorize(ctx, 'content:use');
  if (endUserId === undefined) throw new AppError('invalid_user_id', 'A publishable key runs a transform for one end user, named in X-User-Id.');
  return { tenantId: ctx.tenantId, endUserId, dailyTokens: widgetContent.dailyTokensPerUser };
}

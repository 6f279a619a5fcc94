import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { loadCatalogue } from '@/lib/catalog/catalogue.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { inCatalogueOrder } from './read-profile.ts';
import { absentProfile, type ProfileDetailDto } from './schemas.ts';

/**
 * One end user's profile for the portal: what GET /profiles/{userId} answers, plus when the profile and
 * each setting were last written. Another tenant's profile reads as absent, like a missing one.
 */
export async function getProfileDetail(ctx: Principal, userId: string): Promise<ProfileDetailDto> {
  authorize(ctx, 'profiles:read');
  const [profile, catalogue] = await Promise.all([db.profile.findFirst({ where: { ...inTenant(ctx), userId }, include: { settings: true } }), loadCatalogue()]);
  if (!profile) return { ...absentProfile(userId), createdAt: null, updatedAt: null, features: [] };
  const settings = inCatalogueOrder(profile.settings, catalogue);
  return {
    exists: true,
    userId: profile.userId,
    activePresetCode: profile.activePresetCode,
    selfServiceEnabled: profile.selfServiceEnabled,
    gradeLevel: profile.gradeLevel,
    configuredBy: profile.configuredBy,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
    features: settings.map((s) => ({
      featureCode: s.featureCode,
      isEnabled: s.isEnabled,
      value: s.value,
      setBy: s.setBy,
      updatedAt: s.updatedAt.toISOString(),
    })),
  };
}

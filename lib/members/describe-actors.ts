import type { Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';

/**
 * Display names for the ids in `createdBy` / `invitedBy` columns: a member's name or email, an API key's
 * name, or what a system actor was. Only this tenant's people and keys are looked up.
 */
export async function describeActors(ctx: Principal, ids: readonly (string | null)[]): Promise<Record<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return {};
  const [members, keys] = await Promise.all([
    db.member.findMany({ where: { ...inTenant(ctx), userId: { in: wanted } }, select: { userId: true, name: true, email: true } }),
    db.apiKey.findMany({ where: { ...inTenant(ctx), id: { in: wanted } }, select: { id: true, name: true, prefix: true } }),
  ]);
  const names: Record<string, string> = {};
  for (const id of wanted) if (id === 'cli' || id.startsWith('cli')) names[id] = 'Command line';
  for (const m of members) if (m.userId) names[m.userId] = m.name ?? m.email;
  for (const k of keys) names[k.id] = `API key “${k.name}” (${k.prefix}…)`;
  return names;
}

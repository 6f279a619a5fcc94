import type { Principal } from '@/lib/auth/permissions.ts';
import { db } from '@/lib/db/client.ts';
import { inTenant } from '@/lib/db/scope.ts';

export interface Actor {
  name: string;
  /** A person who has been removed from the team: what they created (keys above all) stays and deserves a look. */
  former: boolean;
}

/**
 * Display names for the ids in `createdBy` / `invitedBy` columns: a member's name or email, an API key's
 * name, or what a system actor was. Only this tenant's people and keys are looked up.
 */
export async function describeActors(ctx: Principal, ids: readonly (string | null)[]): Promise<Record<string, Actor>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return {};
  const [members, keys] = await Promise.all([
    db.member.findMany({ where: { ...inTenant(ctx), userId: { in: wanted } }, select: { userId: true, name: true, email: true, removedAt: true } }),
    db.apiKey.findMany({ where: { ...inTenant(ctx), id: { in: wanted } }, select: { id: true, name: true, prefix: true } }),
  ]);
  const actors: Record<string, Actor> = {};
  for (const id of wanted) if (id === 'cli' || id.startsWith('cli')) actors[id] = { name: 'Command line', former: false };
  for (const m of members) if (m.userId) actors[m.userId] = { name: m.name ?? m.email, former: m.removedAt !== null };
  for (const k of keys) actors[k.id] = { name: `API key “${k.name}” (${k.prefix}…)`, former: false };
  return actors;
}

import { z } from 'zod';
import type { Principal } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { db, type Tx } from '@/lib/db/client.ts';
import { Plan } from '@/lib/db/generated/enums.ts';
import { newId, randomBase62 } from '@/lib/ids.ts';
import { MAX_SCAN_PAGES_OVERRIDE } from '@/lib/limits/plans.ts';
import { createApiKey } from '@/lib/keys/create-key.ts';
import type { CreatedApiKeyDto } from '@/lib/keys/schemas.ts';
import { email, toMemberDto, type MemberDto } from '@/lib/members/schemas.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from '@/lib/users/password.ts';
import { tenantSettings, toTenantDto, type TenantDto } from './schemas.ts';

export const createTenantInput = z.object({
  name: z.string().trim().min(1).max(100),
  plan: z.enum([Plan.starter, Plan.pro, Plan.enterprise]).default('starter'),
  billingAnchor: z.date().optional(),
  monthlyQuota: z.number().int().positive().optional(),
  rateLimitPerMinute: z.number().int().positive().optional(),
  aiTokensPerMonth: z.number().int().min(0).optional(),
  /** Enterprise only: pages one site scan may cover, instead of the plan's 20,000. */
  maxScanPages: z.number().int().min(1).max(MAX_SCAN_PAGES_OVERRIDE).optional(),
  owner: z
    .object({
      email,
      name: z.string().trim().min(1).max(100).optional(),
      password: z.string().min(MIN_PASSWORD_LENGTH, `At least ${MIN_PASSWORD_LENGTH} characters.`).max(1024),
    })
    .optional(),
});
export type CreateTenantInput = z.output<typeof createTenantInput>;

export interface CreatedTenant {
  tenant: TenantDto;
  owner: MemberDto | null;
  apiKey: CreatedApiKeyDto;
}

/**
 * Creates a tenant, optionally its first owner (a user with a password), and a secret key with every
 * scope including `admin`. An operator action (CLI, first-run setup), so it takes no principal.
 */
export async function createTenant(input: CreateTenantInput, actor: string): Promise<CreatedTenant> {
  const passwordHash = input.owner ? await hashPassword(input.owner.password) : null;
  const { tenant, owner } = await db.$transaction((tx) => insertTenant(tx, input, passwordHash));

  const system: Principal = { kind: 'system', tenantId: tenant.id, actor };
  const apiKey = await createApiKey(system, tenant.id, {
    name: 'Admin key',
    type: 'secret',
    scopes: ['profiles:read', 'profiles:write', 'analytics:read', 'analytics:write', 'content', 'scanner', 'compliance', 'webhooks', 'admin'],
  });
  return { tenant: toTenantDto(tenant), owner: owner ? toMemberDto(owner) : null, apiKey };
}

/** The tenant row and, when given, its owner (a user found or created by email), inside the caller's transaction. */
export async function insertTenant(tx: Tx, input: CreateTenantInput, passwordHash: string | null) {
  const enterprise = input.plan === 'enterprise';
  const tenant = await tx.tenant.create({
    data: {
      id: newId('ten'),
      name: input.name,
      slug: await freeSlug(tx, input.name),
      plan: input.plan,
      billingAnchor: input.billingAnchor ?? now(),
      settings: tenantSettings.parse({}),
      monthlyQuota: enterprise ? (input.monthlyQuota ?? null) : null,
      rateLimitPerMinute: enterprise ? (input.rateLimitPerMinute ?? null) : null,
      aiTokensPerMonth: enterprise ? (input.aiTokensPerMonth ?? null) : null,
      maxScanPages: enterprise ? (input.maxScanPages ?? null) : null,
    },
  });
  if (!input.owner || !passwordHash) return { tenant, owner: null };
  const user = await tx.user.upsert({
    where: { email: input.owner.email },
    create: { id: newId('usr'), email: input.owner.email, name: input.owner.name ?? null, passwordHash },
    update: {},
  });
  const owner = await tx.member.create({
    data: {
      id: newId('mem'),
      tenantId: tenant.id,
      userId: user.id,
      email: user.email,
      name: user.name,
      role: 'owner',
      status: 'active',
      joinedAt: tenant.createdAt,
    },
  });
  return { tenant, owner };
}

async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'tenant';
  if (!(await tx.tenant.findUnique({ where: { slug: base }, select: { id: true } }))) return base;
  return `${base}-${randomBase62(6).toLowerCase()}`;
}

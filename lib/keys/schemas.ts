import { z } from 'zod';
import { SCOPES, type Scope } from '@/lib/auth/permissions.ts';
import type { ApiKey } from '@/lib/db/generated/client.ts';
import { isoDate } from '@/lib/api/spec.ts';
import { KeyType } from '@/lib/db/generated/enums.ts';

export const createKeyInput = z.object({
  name: z.string().trim().min(1).max(100).default('API key'),
  type: z.enum([KeyType.secret, KeyType.publishable]).default('secret'),
  scopes: z.array(z.enum(SCOPES)).min(1).max(SCOPES.length).optional(),
  expiresAt: z.iso
    .datetime({ offset: true })
    .transform((v) => new Date(v))
    // Years 1 to 9999 only: ISO allows 0000, and an offset can carry 9999-12-31 into year 10000, which the database driver cannot write.
    .refine((d) => d.getUTCFullYear() >= 1 && d.getUTCFullYear() <= 9999, 'Must be between 0001-01-01 and 9999-12-31.')
    .optional(),
});
export type CreateKeyInput = z.output<typeof createKeyInput>;

export const apiKeyDto = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['secret', 'publishable']),
  scopes: z.array(z.enum(SCOPES)),
  prefix: z.string().describe('The start of the key, for recognising it; the key itself is never shown again.'),
  createdAt: isoDate,
  createdBy: z.string().nullable(),
  lastUsedAt: isoDate.nullable(),
  expiresAt: isoDate.nullable(),
  revokedAt: isoDate.nullable(),
});

export const createdApiKeyDto = apiKeyDto.extend({
  key: z.string().describe('The raw key (`sk_live_…` or `pk_live_…`): shown in this answer only.'),
});

export type ApiKeyDto = z.infer<typeof apiKeyDto>;
export type CreatedApiKeyDto = z.infer<typeof createdApiKeyDto>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toApiKeyDto(key: ApiKey): ApiKeyDto {
  return {
    id: key.id,
    name: key.name,
    type: key.type,
    scopes: key.scopes as Scope[],
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    createdBy: key.createdBy,
    lastUsedAt: iso(key.lastUsedAt),
    expiresAt: iso(key.expiresAt),
    revokedAt: iso(key.revokedAt),
  };
}

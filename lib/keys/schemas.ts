import { z } from 'zod';
import { SCOPES, type Scope } from '@/lib/auth/permissions.ts';
import type { ApiKey } from '@/lib/db/generated/client.ts';
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

export interface ApiKeyDto {
  id: string;
  name: string;
  type: ApiKey['type'];
  scopes: Scope[];
  prefix: string;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

/** The creation response: the only time the raw key is ever returned. */
export interface CreatedApiKeyDto extends ApiKeyDto {
  key: string;
}

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

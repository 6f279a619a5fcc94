import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tenant scoping has one spelling per kind of query (lib/db/scope.ts): inTenant for Prisma, ownTenant for
 * the tenants table, sqlInTenant for raw SQL, unsafeById for the deliberate exceptions. This fails on the
 * spellings they replaced, so a new query cannot quietly scope itself its own way.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const FORBIDDEN: [RegExp, string][] = [
  [/tenant_id\s*=\s*\$\{/, 'a raw tenant_id condition: use sqlInTenant(ctx, alias?)'],
  [/\bid:\s*(ctx|principal)\.tenantId\b/, 'the tenant row by the caller id: use ownTenant(ctx)'],
  [/where:\s*\{[^}]*\btenantId:\s*(ctx|principal)\.tenantId\b/, 'an inline tenant condition: use inTenant(ctx)'],
  [/\bassertOwnTenant\b/, 'a tenant named by a path: use inTenant(ctx, tenantId) or ownTenant(ctx, tenantId)'],
];

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'generated' ? [] : sources(rel);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [rel] : [];
  });
}

describe('tenant scoping', () => {
  it('is spelled only through lib/db/scope.ts', () => {
    const offenders = ['lib', 'app', 'scripts', 'inngest', 'components']
      .flatMap(sources)
      .filter((file) => file !== 'lib/db/scope.ts')
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => FORBIDDEN.filter(([re]) => re.test(line)).map(([, why]) => `${file}:${i + 1}: ${why}`)),
      );
    expect(offenders).toEqual([]);
  });
});

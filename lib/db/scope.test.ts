import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import { inTenant, ownTenant, sqlInTenant, unsafeById } from './scope.ts';

const ctx = { tenantId: 'ten_a' };

describe('tenant scope', () => {
  it('spells the Prisma scope and the tenants-table scope', () => {
    expect(inTenant(ctx)).toEqual({ tenantId: 'ten_a' });
    expect(ownTenant(ctx)).toEqual({ id: 'ten_a' });
    expect(inTenant(ctx, 'ten_a')).toEqual({ tenantId: 'ten_a' });
    expect(unsafeById('scan_1')).toEqual({ id: 'scan_1' });
  });

  it('answers a path that names another tenant, existing or not, with the 404 of a missing tenant', () => {
    for (const scope of [inTenant, ownTenant]) {
      const error = (() => {
        try {
          scope(ctx, 'ten_b');
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'not_found' });
    }
  });

  it('gives raw SQL the tenant as a bound parameter, qualified by an alias when given', () => {
    const plain = sqlInTenant(ctx);
    expect(plain.sql).toBe('tenant_id = ?');
    expect(plain.values).toEqual(['ten_a']);
    const aliased = sqlInTenant({ tenantId: "x' OR '1'='1" }, 'p');
    expect(aliased.sql).toBe('p.tenant_id = ?');
    expect(aliased.values).toEqual(["x' OR '1'='1"]);
    expect(() => sqlInTenant(ctx, 'p; DROP TABLE members')).toThrow(/not a table alias/);
  });
});

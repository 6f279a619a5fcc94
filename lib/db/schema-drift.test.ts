import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The migrations are hand-written SQL (prisma migrate cannot run on machines without internet), so
 * this proves a freshly migrated database is exactly what schema.prisma describes: every table,
 * column, type, nullability, default, enum, index and foreign key, and nothing more.
 */

interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: 'scalar' | 'object' | 'enum' | 'unsupported';
  type: string;
  isList: boolean;
  isRequired: boolean;
  isUpdatedAt: boolean;
  hasDefaultValue: boolean;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}
interface DmmfIndex {
  model: string;
  type: 'id' | 'unique' | 'normal' | 'fulltext';
  fields: { name: string; sortOrder?: 'asc' | 'desc' }[];
}
interface Dmmf {
  datamodel: {
    models: DmmfModel[];
    enums: { name: string; dbName?: string | null; values: { name: string; dbName?: string | null }[] }[];
    indexes: DmmfIndex[];
  };
}

const require = createRequire(import.meta.url);
const wasm = require('@prisma/prisma-schema-wasm') as { get_dmmf(params: string): string };
const schemaPath = path.resolve(import.meta.dirname, '../../prisma/schema.prisma');
const dmmf = JSON.parse(wasm.get_dmmf(JSON.stringify({ prismaSchema: [['schema.prisma', readFileSync(schemaPath, 'utf8')]] }))) as Dmmf;
const models = dmmf.datamodel.models;
const tableOf = (model: DmmfModel) => model.dbName ?? model.name;
const columnOf = (field: DmmfField) => field.dbName ?? field.name;
const modelByName = new Map(models.map((m) => [m.name, m]));

function expectedType(field: DmmfField): { data_type: string; udt_name: string } {
  if (field.isList) {
    const inner = expectedType({ ...field, isList: false });
    return { data_type: 'ARRAY', udt_name: `_${inner.udt_name}` };
  }
  if (field.kind === 'enum') return { data_type: 'USER-DEFINED', udt_name: field.type };
  const native = field.nativeType?.[0];
  switch (field.type) {
    case 'String':
      return { data_type: 'text', udt_name: 'text' };
    case 'Int':
      return { data_type: 'integer', udt_name: 'int4' };
    case 'BigInt':
      return { data_type: 'bigint', udt_name: 'int8' };
    case 'Boolean':
      return { data_type: 'boolean', udt_name: 'bool' };
    case 'Float':
      return { data_type: 'double precision', udt_name: 'float8' };
    case 'Json':
      return { data_type: 'jsonb', udt_name: 'jsonb' };
    case 'Bytes':
      return { data_type: 'bytea', udt_name: 'bytea' };
    case 'DateTime':
      if (native === 'Date') return { data_type: 'date', udt_name: 'date' };
      return native === 'Timestamptz'
        ? { data_type: 'timestamp with time zone', udt_name: 'timestamptz' }
        : { data_type: 'timestamp without time zone', udt_name: 'timestamp' };
    default:
      throw new Error(`schema-drift test does not know Prisma type ${field.type}; extend expectedType`);
  }
}

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
});
afterAll(async () => {
  await client.end();
});

describe('migrated database vs prisma/schema.prisma', () => {
  it('has exactly the tables of the models (plus Prisma’s migration history)', async () => {
    const { rows } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual([...models.map(tableOf), '_prisma_migrations'].sort());
  });

  it('has exactly the enums of the schema, with their values in order', async () => {
    const { rows } = await client.query<{ typname: string; values: string[] }>(`
      SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS values
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
       WHERE n.nspname = 'public' GROUP BY t.typname`);
    const actual = Object.fromEntries(rows.map((r) => [r.typname, r.values]));
    const expected = Object.fromEntries(dmmf.datamodel.enums.map((e) => [e.dbName ?? e.name, e.values.map((v) => v.dbName ?? v.name)]));
    expect(actual).toEqual(expected);
  });

  for (const model of models) {
    it(`table ${tableOf(model)}: every column with its type, nullability and default, and no others`, async () => {
      const { rows } = await client.query<{
        column_name: string;
        data_type: string;
        udt_name: string;
        is_nullable: 'YES' | 'NO';
        column_default: string | null;
        datetime_precision: number | null;
      }>(
        `SELECT column_name, data_type, udt_name, is_nullable, column_default, datetime_precision
           FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
        [tableOf(model)],
      );
      const actual = new Map(rows.map((r) => [r.column_name, r]));
      const scalars = model.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum');
      expect([...actual.keys()].sort()).toEqual(scalars.map(columnOf).sort());

      for (const field of scalars) {
        const column = actual.get(columnOf(field))!;
        const where = `${tableOf(model)}.${columnOf(field)}`;
        expect({ where, ...expectedType(field) }).toEqual({ where, data_type: column.data_type, udt_name: column.udt_name });
        // Prisma creates list columns nullable; scalars follow `?`.
        const nullable = field.isList || !field.isRequired;
        expect({ where, nullable }).toEqual({ where, nullable: column.is_nullable === 'YES' });
        // @updatedAt is set by the client, so it has no database default.
        const hasDbDefault = field.hasDefaultValue && !field.isUpdatedAt;
        expect({ where, hasDefault: hasDbDefault }).toEqual({ where, hasDefault: column.column_default !== null });
        if (field.type === 'DateTime' && field.nativeType?.[0] !== 'Date')
          expect({ where, precision: column.datetime_precision }).toEqual({ where, precision: 3 });
      }
    });
  }

  it('has exactly the primary keys, unique and plain indexes of the schema, with column order and sort direction', async () => {
    const { rows } = await client.query<{ table: string; unique: boolean; primary: boolean; columns: string[] }>(`
      SELECT t.relname AS table, ix.indisunique AS unique, ix.indisprimary AS primary,
             array_agg(a.attname || CASE WHEN (ix.indoption[k.n - 1] & 1) = 1 THEN ' DESC' ELSE '' END ORDER BY k.n)::text[] AS columns
        FROM pg_index ix
        JOIN pg_class i ON i.oid = ix.indexrelid
        JOIN pg_class t ON t.oid = ix.indrelid
        JOIN pg_namespace ns ON ns.oid = t.relnamespace
        CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, n)
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
       WHERE ns.nspname = 'public' AND t.relname <> '_prisma_migrations'
       GROUP BY t.relname, i.relname, ix.indisunique, ix.indisprimary`);
    const signature = (table: string, kind: string, columns: string[]) => `${table} ${kind} (${columns.join(', ')})`;
    const actual = rows.map((r) => signature(r.table, r.primary ? 'primary' : r.unique ? 'unique' : 'index', r.columns)).sort();
    const expected = dmmf.datamodel.indexes
      .map((index) => {
        const model = modelByName.get(index.model)!;
        const columns = index.fields.map((f) => {
          const field = model.fields.find((mf) => mf.name === f.name)!;
          return columnOf(field) + (f.sortOrder === 'desc' ? ' DESC' : '');
        });
        const kind = index.type === 'id' ? 'primary' : index.type === 'unique' ? 'unique' : 'index';
        return signature(tableOf(model), kind, columns);
      })
      .sort();
    expect(actual).toEqual(expected);
  });

  it('has exactly the foreign keys of the relations, with their delete rules', async () => {
    const { rows } = await client.query<{ table: string; columns: string[]; target: string; target_columns: string[]; on_delete: string }>(`
      SELECT c.conrelid::regclass::text AS table,
             (SELECT array_agg(attname ORDER BY k.n)::text[] FROM unnest(c.conkey) WITH ORDINALITY k(num, n)
                JOIN pg_attribute ON attrelid = c.conrelid AND attnum = k.num) AS columns,
             c.confrelid::regclass::text AS target,
             (SELECT array_agg(attname ORDER BY k.n)::text[] FROM unnest(c.confkey) WITH ORDINALITY k(num, n)
                JOIN pg_attribute ON attrelid = c.confrelid AND attnum = k.num) AS target_columns,
             c.confdeltype::text AS on_delete
        FROM pg_constraint c JOIN pg_namespace ns ON ns.oid = c.connamespace
       WHERE c.contype = 'f' AND ns.nspname = 'public'`);
    const rule: Record<string, string> = { a: 'NoAction', r: 'Restrict', c: 'Cascade', n: 'SetNull', d: 'SetDefault' };
    const actual = rows
      .map(
        (r) => `${r.table.replaceAll('"', '')}(${r.columns.join(',')}) -> ${r.target.replaceAll('"', '')}(${r.target_columns.join(',')}) ${rule[r.on_delete]}`,
      )
      .sort();
    const expected = models
      .flatMap((model) =>
        model.fields
          .filter((f) => f.kind === 'object' && f.relationFromFields?.length)
          .map((f) => {
            const target = modelByName.get(f.type)!;
            const from = f.relationFromFields!.map((n) => columnOf(model.fields.find((x) => x.name === n)!));
            const to = f.relationToFields!.map((n) => columnOf(target.fields.find((x) => x.name === n)!));
            const optional = model.fields.filter((x) => f.relationFromFields!.includes(x.name)).some((x) => !x.isRequired);
            // Prisma's defaults when onDelete is not written: Restrict for required relations, SetNull for optional.
            const onDelete = f.relationOnDelete ?? (optional ? 'SetNull' : 'Restrict');
            return `${tableOf(model)}(${from.join(',')}) -> ${tableOf(target)}(${to.join(',')}) ${onDelete}`;
          }),
      )
      .sort();
    expect(actual).toEqual(expected);
  });

  it('records the migrations as prisma migrate deploy does', async () => {
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }>(
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations"',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.finished_at).not.toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });
});

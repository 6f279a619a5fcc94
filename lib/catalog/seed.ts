import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { FeatureDto, PresetDto } from './schemas.ts';

/**
 * Loads prisma/seed/catalogue.json into the database: features and presets are upserted, and each
 * preset's feature list replaced. Features dropped from the file stay (end users' settings point at
 * them); the file is the source of truth for everything it names. Runs at every start; idempotent.
 */
export const CATALOGUE_FILE = path.resolve(process.cwd(), 'prisma', 'seed', 'catalogue.json');

/** The shape of catalogue.json: the API's records, presets with their sort order. */
export interface CatalogueFile {
  features: FeatureDto[];
  presets: (PresetDto & { sortOrder: number })[];
}

export async function seedCatalogue(connectionString: string, file = CATALOGUE_FILE): Promise<{ features: number; presets: number }> {
  const catalogue = JSON.parse(await readFile(file, 'utf8')) as CatalogueFile;
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (const f of catalogue.features) {
      if (!f.widget.supported && !f.widget.reason?.trim()) throw new Error(`catalogue.json: ${f.code} is not in the widget but gives no reason`);
      await client.query(
        `INSERT INTO features (code, name, description, category, value_type, default_value, min, max, step, unit, options, requires_ai, wcag_criteria, sort_order,
           widget_supported, widget_reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         ON CONFLICT (code) DO UPDATE SET name = $2, description = $3, category = $4, value_type = $5, default_value = $6,
           min = $7, max = $8, step = $9, unit = $10, options = $11, requires_ai = $12, wcag_criteria = $13, sort_order = $14,
           widget_supported = $15, widget_reason = $16`,
        [
          f.code,
          f.name,
          f.description,
          f.category,
          f.valueType,
          f.defaultValue,
          f.min,
          f.max,
          f.step,
          f.unit,
          f.options,
          f.requiresAi,
          f.wcagCriteria,
          f.sortOrder,
          f.widget.supported,
          f.widget.supported ? null : f.widget.reason,
        ],
      );
    }
    for (const p of catalogue.presets) {
      await client.query(
        `INSERT INTO presets (code, name, description, sort_order) VALUES ($1, $2, $3, $4)
         ON CONFLICT (code) DO UPDATE SET name = $2, description = $3, sort_order = $4`,
        [p.code, p.name, p.description, p.sortOrder],
      );
      await client.query('DELETE FROM preset_features WHERE preset_code = $1', [p.code]);
      for (const pf of p.features) {
        await client.query('INSERT INTO preset_features (preset_code, feature_code, is_enabled, value) VALUES ($1, $2, $3, $4)', [
          p.code,
          pf.featureCode,
          pf.isEnabled,
          pf.value,
        ]);
      }
    }
    await client.query('COMMIT');
    return { features: catalogue.features.length, presets: catalogue.presets.length };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

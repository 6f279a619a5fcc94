import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse, Scalar, stringify } from 'yaml';
import { CRITERION_IDS } from '@/lib/wcag/criteria.ts';
import { CONFORMANCE_TERMS } from '../catalogue.generated.ts';
import openAcrSchema from '../data/schema/openacr-0.1.0.json' with { type: 'json' };
import { withSafeLinks } from './safe-links.ts';
import type { VpatModel } from './vpat-model.ts';

/**
 * The VPAT as OpenACR YAML (GSA's schema 0.1.0). Every WCAG version uses the catalogue
 * `2.5-edition-wcag-2.2-en`: the only VPAT 2.5 WCAG edition catalogue; it lists the criteria of 2.0, 2.1
 * and 2.2 (4.1.1 included), and an OpenACR may give a subset, so a 2.0 or 2.1 target lists its own
 * version's criteria. A/AA criteria without evidence are `not-evaluated` there (the catalogue's term),
 * with the draft said in their notes, the title and the document's notes. Readers render its text as
 * Markdown, so every text people typed goes through withSafeLinks (no `javascript:` links, no raw HTML).
 */

export const OPENACR_CATALOG = '2.5-edition-wcag-2.2-en';
const CHAPTERS = { A: 'success_criteria_level_a', AA: 'success_criteria_level_aa', AAA: 'success_criteria_level_aaa' } as const;

export function buildOpenAcr(model: VpatModel): string {
  const p = model.product;
  const contact = p.contact ?? '';
  const email = /^[^\s@]+@[^\s@]+$/.test(contact) ? contact : '';
  const vendor = {
    ...(p.vendor ? { company_name: withSafeLinks(p.vendor) } : {}),
    email,
    ...(contact && !email ? (/^https?:\/\//.test(contact) ? { website: contact } : { name: withSafeLinks(contact) }) : {}),
  };
  const chapters = Object.fromEntries(
    model.tables.map(({ level, rows }) => [
      CHAPTERS[level],
      {
        criteria: rows.map((r) => ({
          num: r.id,
          components: [{ name: 'web', adherence: { level: r.term, notes: withSafeLinks(r.draft ? `${r.label}. ${r.remarks}` : r.remarks) } }],
        })),
      },
    ]),
  );
  const document = {
    title: withSafeLinks(model.title),
    product: {
      name: withSafeLinks(p.name),
      ...(p.version ? { version: withSafeLinks(p.version) } : {}),
      ...(p.description ? { description: withSafeLinks(p.description) } : {}),
    },
    author: vendor,
    vendor,
    // Quoted: a YAML 1.1 reader would take a bare 2026-03-10 for a date, and the schema wants a string.
    report_date: Object.assign(new Scalar(model.reportDate), { type: Scalar.QUOTE_DOUBLE }),
    notes: [
      `${model.standard}; evidence from the snapshot of ${model.snapshotDate} of ${model.pagesScanned} pages.`,
      model.draft
        ? `DRAFT: ${model.counts.draft} Level A or AA criteria have no automated or manual evidence yet (level not-evaluated); VPAT 2.5 allows Not Evaluated only for Level AAA.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    evaluation_methods_used: model.evaluationMethods,
    legal_disclaimer: 'Generated from automated checks and recorded manual evaluations at the report date.',
    catalog: OPENACR_CATALOG,
    chapters,
  };
  return stringify(document, { lineWidth: 0, aliasDuplicateObjects: false });
}

let validator: ValidateFunction | undefined;

function openAcrValidator(): ValidateFunction {
  if (validator) return validator;
  // Imported, not read from disk: the schema travels with the code into the server bundle.
  const { $schema: _, ...rest } = openAcrSchema as Record<string, unknown>; // draft-07: Ajv's default meta-schema
  const ajv = new Ajv({ allErrors: true, strict: false });
  // ajv-formats' .d.ts declares its CommonJS module object as the default export; the default is the plugin function.
  (addFormatsModule as (a: Ajv) => Ajv)(ajv);
  validator = ajv.compile(rest);
  return validator;
}

let catalogue: { criteria: Set<string>; terms: Set<string> } | undefined;

/**
 * The catalogue's criterion numbers and term ids: those of WCAG 2.0, 2.1 and 2.2 (4.1.1 included) and the
 * VPAT terms, from the generated data (lib/wcag and catalogue.generated.ts, made from the same OpenACR
 * snapshot; a test checks they equal the catalogue file's).
 */
export function openAcrCatalogue(): { criteria: Set<string>; terms: Set<string> } {
  catalogue ??= {
    criteria: new Set(CRITERION_IDS),
    terms: new Set(CONFORMANCE_TERMS.map((t) => t.id)),
  };
  return catalogue;
}

/**
 * Checks OpenACR YAML against GSA's schema and the catalogue (criterion numbers and term ids). Returns the
 * problems, none when valid.
 */
export function validateOpenAcr(yamlText: string): string[] {
  let doc: unknown;
  try {
    doc = parse(yamlText);
  } catch (error) {
    return [`not YAML: ${(error as Error).message}`];
  }
  const validate = openAcrValidator();
  const problems = validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
  const { criteria, terms } = openAcrCatalogue();
  const d = doc as { catalog?: string; chapters?: Record<string, { criteria?: { num: string; components?: { adherence?: { level?: string } }[] }[] }> };
  if (d?.catalog !== OPENACR_CATALOG) problems.push(`/catalog is not ${OPENACR_CATALOG}`);
  for (const [chapter, { criteria: list = [] }] of Object.entries(d?.chapters ?? {})) {
    for (const c of list) {
      if (!criteria.has(String(c.num))) problems.push(`/chapters/${chapter}: ${c.num} is not a criterion of the catalogue`);
      for (const component of c.components ?? []) {
        const level = component.adherence?.level;
        if (level && !terms.has(level)) problems.push(`/chapters/${chapter}: ${c.num} has the unknown term ${level}`);
      }
    }
  }
  return problems;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogueFile } from '../../lib/catalog/seed.ts';
import { allCriteria } from '../../lib/wcag/criteria.ts';

/**
 * Integrity of the seed catalogue. The numbers of features and presets are data, so only floors are
 * asserted here (the contract: "the catalogue is data, never a constant in code or tests").
 */
type CatalogueFeature = CatalogueFile['features'][number];

const catalogue = JSON.parse(readFileSync(path.join(import.meta.dirname, 'catalogue.json'), 'utf8')) as CatalogueFile;
const { features, presets } = catalogue;
const featuresByCode = new Map(features.map((f) => [f.code, f]));

const CATEGORIES = ['vision', 'reading', 'cognitive', 'motor', 'hearing', 'navigation', 'content'];
const VALUE_TYPES = ['boolean', 'number', 'enum', 'string'];
const FEATURE_KEYS = [
  'code',
  'name',
  'description',
  'category',
  'valueType',
  'defaultValue',
  'min',
  'max',
  'step',
  'unit',
  'options',
  'requiresAi',
  'wcagCriteria',
  'sortOrder',
  'widget',
].sort();
const PRESET_KEYS = ['code', 'name', 'description', 'sortOrder', 'features'].sort();
const REQUIRED_PRESETS = ['dyslexia', 'low-vision', 'adhd-focus', 'seizure-safe', 'motor-keyboard', 'colour-blindness', 'older-adults', 'cognitive-reading'];

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const NUMERIC = /^-?\d+(\.\d+)?$/;
const HEX_COLOUR = /^#[0-9a-f]{6}$/;
// BCP 47 language tag, the common shapes: "es", "pt-BR", "zh-Hans", "sr-Latn-RS".
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/;
const WCAG_FORMAT = /^[1-4]\.\d{1,2}\.\d{1,2}$/;
const MAX_VALUE_LENGTH = 256;
const EPSILON = 1e-9;

/** Every success criterion of WCAG 2.2 (4.1.1 Parsing is obsolete and removed), from lib/wcag. */
const WCAG_22 = new Set(allCriteria('2.2').map((c) => c.id));

function stringKind(value: string): 'colour' | 'language' | null {
  if (HEX_COLOUR.test(value)) return 'colour';
  if (LANGUAGE_TAG.test(value)) return 'language';
  return null;
}

function onStepGrid(value: number, min: number, step: number): boolean {
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < EPSILON * Math.max(1, Math.abs(steps));
}

/** Why `value` is not a valid setting of `feature`, or null when it is. */
function valueProblem(feature: CatalogueFeature, value: string | null): string | null {
  switch (feature.valueType) {
    case 'boolean':
      return value === null ? null : 'boolean features carry no value';
    case 'number': {
      if (value === null || !NUMERIC.test(value)) return `${value} is not a numeric string`;
      const n = Number(value);
      if (n < feature.min! - EPSILON || n > feature.max! + EPSILON) return `${value} is outside [${feature.min}, ${feature.max}]`;
      return onStepGrid(n, feature.min!, feature.step!) ? null : `${value} is off the step grid ${feature.step} from ${feature.min}`;
    }
    case 'enum':
      return value !== null && feature.options.includes(value) ? null : `${value} is not one of ${feature.options.join(', ')}`;
    case 'string': {
      if (value === null || value.length === 0 || value.length > MAX_VALUE_LENGTH) return 'string values are 1..256 characters';
      // A colour feature takes colours, a language feature language tags.
      const kind = stringKind(feature.defaultValue ?? '');
      return kind !== null && stringKind(value) === kind ? null : `${value} is not a ${kind ?? 'recognised'} value`;
    }
    default:
      return `unknown value type ${feature.valueType}`;
  }
}

describe('catalogue.json', () => {
  it('has only the two top-level lists', () => {
    expect(Object.keys(catalogue).sort()).toEqual(['features', 'presets']);
    expect(Array.isArray(features)).toBe(true);
    expect(Array.isArray(presets)).toBe(true);
  });

  it('has at least 35 features and 8 presets', () => {
    expect(features.length).toBeGreaterThanOrEqual(35);
    expect(presets.length).toBeGreaterThanOrEqual(8);
  });
});

describe('features', () => {
  it.each(features.map((f) => [f.code, f] as const))('%s has exactly the catalogue fields, well typed', (_, f) => {
    expect(Object.keys(f).sort()).toEqual(FEATURE_KEYS);
    expect(typeof f.name).toBe('string');
    expect(f.name.trim()).toBe(f.name);
    expect(f.name.length).toBeGreaterThan(0);
    expect(f.name.length).toBeLessThanOrEqual(64);
    expect(CATEGORIES).toContain(f.category);
    expect(VALUE_TYPES).toContain(f.valueType);
    expect(typeof f.requiresAi).toBe('boolean');
    expect(Number.isInteger(f.sortOrder)).toBe(true);
    expect(Array.isArray(f.options)).toBe(true);
    expect(Array.isArray(f.wcagCriteria)).toBe(true);
  });

  it('codes are unique lower-case kebab-case of at most 64 characters', () => {
    for (const { code } of features) {
      expect(code, code).toMatch(KEBAB);
      expect(code.length, code).toBeLessThanOrEqual(64);
    }
    expect(featuresByCode.size).toBe(features.length);
  });

  it('names are unique', () => {
    expect(new Set(features.map((f) => f.name.toLowerCase())).size).toBe(features.length);
  });

  it('descriptions are one or two full sentences', () => {
    for (const f of features) {
      expect(f.description, f.code).toMatch(/^[A-Z].*[.!?]$/);
      expect(f.description.length, f.code).toBeLessThanOrEqual(300);
      const sentences = f.description.split(/[.!?](?:\s+|$)/).filter((s) => s.trim().length > 0);
      expect(sentences.length, f.code).toBeLessThanOrEqual(2);
    }
  });

  it('boolean features carry no value, range, unit or options', () => {
    for (const f of features.filter((x) => x.valueType === 'boolean')) {
      expect([f.defaultValue, f.min, f.max, f.step, f.unit], f.code).toEqual([null, null, null, null, null]);
      expect(f.options, f.code).toEqual([]);
    }
  });

  it('number features have a sane range, a short unit and a default on the step grid', () => {
    for (const f of features.filter((x) => x.valueType === 'number')) {
      expect(typeof f.min, f.code).toBe('number');
      expect(typeof f.max, f.code).toBe('number');
      expect(typeof f.step, f.code).toBe('number');
      expect(f.min!, f.code).toBeLessThan(f.max!);
      expect(f.step!, f.code).toBeGreaterThan(0);
      expect(f.step!, f.code).toBeLessThanOrEqual(f.max! - f.min!);
      expect(onStepGrid(f.max!, f.min!, f.step!), `${f.code}: max on the grid`).toBe(true);
      if (f.unit !== null) {
        expect(typeof f.unit, f.code).toBe('string');
        expect(f.unit.length, f.code).toBeGreaterThan(0);
        expect(f.unit.length, f.code).toBeLessThanOrEqual(8);
      }
      expect(f.options, f.code).toEqual([]);
      expect(valueProblem(f, f.defaultValue), f.code).toBeNull();
    }
  });

  it('enum features offer unique kebab-case options and default to one of them', () => {
    for (const f of features.filter((x) => x.valueType === 'enum')) {
      expect(f.options.length, f.code).toBeGreaterThan(0);
      for (const option of f.options) expect(option, f.code).toMatch(KEBAB);
      expect(new Set(f.options).size, f.code).toBe(f.options.length);
      expect(f.options, f.code).toContain(f.defaultValue);
      expect([f.min, f.max, f.step, f.unit], f.code).toEqual([null, null, null, null]);
    }
  });

  it('string features default to a colour or a language tag of at most 256 characters', () => {
    for (const f of features.filter((x) => x.valueType === 'string')) {
      expect(typeof f.defaultValue, f.code).toBe('string');
      expect(f.defaultValue!.length, f.code).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
      expect(stringKind(f.defaultValue!), f.code).not.toBeNull();
      expect([f.min, f.max, f.step, f.unit], f.code).toEqual([null, null, null, null]);
      expect(f.options, f.code).toEqual([]);
    }
  });

  it('WCAG criteria are unique, well formed, real WCAG 2.2 success criteria', () => {
    expect(WCAG_22.size).toBe(86);
    for (const f of features) {
      for (const criterion of f.wcagCriteria) {
        expect(criterion, f.code).toMatch(WCAG_FORMAT);
        expect(WCAG_22.has(criterion), `${f.code}: ${criterion}`).toBe(true);
      }
      expect(new Set(f.wcagCriteria).size, f.code).toBe(f.wcagCriteria.length);
    }
  });

  it('most features name the WCAG criteria they help with', () => {
    const without = features.filter((f) => f.wcagCriteria.length === 0);
    expect(without.length).toBeLessThanOrEqual(Math.floor(features.length / 10));
  });

  it('includes AI tools and tools that need no AI', () => {
    expect(features.some((f) => f.requiresAi)).toBe(true);
    expect(features.some((f) => !f.requiresAi)).toBe(true);
  });

  it('uses every category', () => {
    expect(new Set(features.map((f) => f.category))).toEqual(new Set(CATEGORIES));
  });

  it('sort orders are unique multiples of 10 that group features by category, in category order', () => {
    for (const f of features) expect(f.sortOrder % 10, f.code).toBe(0);
    expect(new Set(features.map((f) => f.sortOrder)).size).toBe(features.length);
    const categoryIndexes = [...features].sort((a, b) => a.sortOrder - b.sortOrder).map((f) => CATEGORIES.indexOf(f.category));
    expect(categoryIndexes).toEqual([...categoryIndexes].sort((a, b) => a - b));
  });

  it('every feature says whether the widget offers it: a reason for people if and only if it does not', () => {
    for (const f of features) {
      expect(Object.keys(f.widget).sort(), f.code).toEqual(['reason', 'supported']);
      expect(typeof f.widget.supported, f.code).toBe('boolean');
      if (f.widget.supported) {
        expect(f.widget.reason, f.code).toBeNull();
      } else {
        expect(typeof f.widget.reason, f.code).toBe('string');
        expect(f.widget.reason, f.code).toMatch(/^[A-Z].*[.!?]$/);
        expect(f.widget.reason!.length, f.code).toBeLessThanOrEqual(300);
      }
    }
    expect(features.some((f) => f.widget.supported)).toBe(true);
  });

  it('the widget does not claim what a page script cannot do: be a screen reader, voice control or a keyboard for the device', () => {
    for (const code of ['screen-reader-support', 'voice-navigation', 'virtual-keyboard']) {
      expect(featuresByCode.get(code)?.widget.supported, code).toBe(false);
    }
  });

  it('tools that need AI are in the widget (where GET /widget/config says their transform is available to the tenant)', () => {
    for (const f of features.filter((x) => x.requiresAi)) expect(f.widget.supported, f.code).toBe(true);
  });

  it('every feature value travels within the API limit', () => {
    for (const f of features) {
      for (const value of [f.defaultValue, ...f.options]) {
        if (value !== null) expect(value.length, f.code).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
      }
    }
  });
});

describe('presets', () => {
  it.each(presets.map((p) => [p.code, p] as const))('%s has exactly the preset fields, well typed', (_, p) => {
    expect(Object.keys(p).sort()).toEqual(PRESET_KEYS);
    expect(p.name.length).toBeGreaterThan(0);
    expect(p.name.length).toBeLessThanOrEqual(64);
    expect(p.description).toMatch(/^[A-Z].*[.!?]$/);
    expect(p.description.length).toBeLessThanOrEqual(300);
    expect(Number.isInteger(p.sortOrder)).toBe(true);
    for (const entry of p.features) expect(Object.keys(entry).sort()).toEqual(['featureCode', 'isEnabled', 'value']);
  });

  it('codes are unique lower-case kebab-case of at most 64 characters', () => {
    for (const { code } of presets) {
      expect(code, code).toMatch(KEBAB);
      expect(code.length, code).toBeLessThanOrEqual(64);
    }
    expect(new Set(presets.map((p) => p.code)).size).toBe(presets.length);
  });

  it('include the eight core presets', () => {
    const codes = presets.map((p) => p.code);
    for (const code of REQUIRED_PRESETS) expect(codes).toContain(code);
  });

  it('sort orders are unique multiples of 10', () => {
    for (const p of presets) expect(p.sortOrder % 10, p.code).toBe(0);
    expect(new Set(presets.map((p) => p.sortOrder)).size).toBe(presets.length);
  });

  it('each enables 3 to 10 distinct catalogue features', () => {
    for (const p of presets) {
      expect(p.features.length, p.code).toBeGreaterThanOrEqual(3);
      expect(p.features.length, p.code).toBeLessThanOrEqual(10);
      expect(new Set(p.features.map((e) => e.featureCode)).size, p.code).toBe(p.features.length);
      for (const entry of p.features) {
        expect(featuresByCode.has(entry.featureCode), `${p.code}: ${entry.featureCode}`).toBe(true);
        expect(entry.isEnabled, `${p.code}: ${entry.featureCode}`).toBe(true);
      }
    }
  });

  it('give every feature a value valid for its type: null for toggles, a valid value string otherwise', () => {
    for (const p of presets) {
      for (const entry of p.features) {
        const feature = featuresByCode.get(entry.featureCode);
        if (!feature) continue; // reported by the reference check
        expect(valueProblem(feature, entry.value), `${p.code}: ${entry.featureCode}`).toBeNull();
      }
    }
  });
});

describe('value checks used above', () => {
  const number = { valueType: 'number', min: 1, max: 3, step: 0.05, defaultValue: '1.25' } as CatalogueFeature;
  const colour = { valueType: 'string', defaultValue: '#ffff00' } as CatalogueFeature;
  const language = { valueType: 'string', defaultValue: 'es' } as CatalogueFeature;

  it('accept values on the grid despite floating point, and reject the rest', () => {
    expect(valueProblem(number, '1.15')).toBeNull();
    expect(valueProblem(number, '2.95')).toBeNull();
    expect(valueProblem(number, '3')).toBeNull();
    expect(valueProblem(number, '1.27')).not.toBeNull();
    expect(valueProblem(number, '3.05')).not.toBeNull();
    expect(valueProblem(number, '1e0')).not.toBeNull();
    expect(valueProblem(number, null)).not.toBeNull();
  });

  it('keep colours and languages apart', () => {
    expect(valueProblem(colour, '#000000')).toBeNull();
    expect(valueProblem(colour, 'es')).not.toBeNull();
    expect(valueProblem(colour, 'yellow')).not.toBeNull();
    expect(valueProblem(language, 'pt-BR')).toBeNull();
    expect(valueProblem(language, '#000000')).not.toBeNull();
  });
});

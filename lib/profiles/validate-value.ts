import type { FeatureDto } from '@/lib/catalog/schemas.ts';

/**
 * Checks a setting value against its feature's type and range. Returns the value to store (numbers
 * normalised, e.g. "1.50" → "1.5"), or an error message for the caller.
 */
export function checkValue(feature: FeatureDto, value: string): { ok: true; value: string } | { ok: false; message: string } {
  switch (feature.valueType) {
    case 'boolean':
      return { ok: false, message: `${feature.code} is on or off (isEnabled) and takes no value.` };
    case 'number': {
      const n = DECIMAL.test(value) ? Number(value) : NaN;
      if (!Number.isFinite(n)) return { ok: false, message: `${feature.code} takes a number${unit(feature)}.` };
      if ((feature.min !== null && n < feature.min) || (feature.max !== null && n > feature.max)) {
        return { ok: false, message: `${feature.code} must be between ${feature.min} and ${feature.max}${unit(feature)}.` };
      }
      if (feature.step && feature.min !== null) {
        const steps = (n - feature.min) / feature.step;
        if (Math.abs(steps - Math.round(steps)) > 1e-6) {
          return { ok: false, message: `${feature.code} moves in steps of ${feature.step} from ${feature.min}.` };
        }
      }
      return { ok: true, value: String(n) };
    }
    case 'enum':
      return feature.options.includes(value) ? { ok: true, value } : { ok: false, message: `${feature.code} must be one of: ${feature.options.join(', ')}.` };
    case 'string':
      return value.length > 0 ? { ok: true, value } : { ok: false, message: `${feature.code} needs a non-empty value.` };
  }
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const unit = (feature: FeatureDto) => (feature.unit ? ` (${feature.unit})` : '');

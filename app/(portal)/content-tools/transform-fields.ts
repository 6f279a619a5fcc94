import { SUMMARY_LENGTHS, TEXT_LIMIT, TRANSFORM_INPUTS, type TransformInput, type TransformName } from '@/lib/content/schemas.ts';
import type { ErrorDetail } from '@/lib/errors.ts';

/**
 * The portal's form for each transform: its fields as the browser shows them, and how the strings the
 * browser sends become the transform's input. The bounds and the final check are the API's own schemas
 * (lib/content/schemas.ts), so the form accepts exactly what the API accepts.
 */

interface BaseField {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}
export type TransformField =
  | (BaseField & { kind: 'textarea' | 'text' | 'url' | 'language' })
  | (BaseField & { kind: 'number'; min: number; max: number; defaultValue?: number })
  | (BaseField & { kind: 'select'; options: readonly string[]; defaultValue: string });

export interface TransformForm {
  label: string;
  description: string;
  /** What the main answer is called in the result panel. */
  resultLabel: string;
  fields: readonly TransformField[];
}

const TEXT_HINT = `Up to ${TEXT_LIMIT.toLocaleString('en-GB')} characters.`;
const grade = (name: string, label: string, hint: string, required = false): TransformField => ({
  kind: 'number',
  name,
  label,
  min: 1,
  max: 16,
  hint: `A US school grade from 1 to 16 (Flesch-Kincaid scale). ${hint}`,
  required,
  ...(required ? { defaultValue: 6 } : {}),
});
const imageUrl: TransformField = {
  kind: 'url',
  name: 'imageUrl',
  label: 'Image URL',
  required: true,
  hint: 'An http(s) address of a PNG, JPEG, GIF, WebP or BMP image of at most 10 MiB.',
};

export const TRANSFORM_FORMS: Record<TransformName, TransformForm> = {
  simplify: {
    label: 'Simplify',
    description: 'Rewrites text to read at a lower school grade, and measures the grade before and after.',
    resultLabel: 'Simplified text',
    fields: [
      { kind: 'textarea', name: 'text', label: 'Text to simplify', required: true, hint: TEXT_HINT },
      grade('targetGradeLevel', 'Target grade level', 'Grade 6 suits most public information.', true),
    ],
  },
  'alt-text': {
    label: 'Alt text',
    description: 'Describes an image in a short text alternative for people who cannot see it.',
    resultLabel: 'Alt text',
    fields: [
      imageUrl,
      { kind: 'textarea', name: 'context', label: 'Context (optional)', hint: 'Text around the image on its page, such as its caption.' },
      { kind: 'number', name: 'maxLength', label: 'Most characters', min: 20, max: 1000, defaultValue: 150, hint: 'From 20 to 1,000.' },
    ],
  },
  hints: {
    label: 'Hints',
    description: 'Writes hints that lead towards the answer of a question without giving it away.',
    resultLabel: 'Hints, one a line',
    fields: [
      { kind: 'textarea', name: 'question', label: 'Question', required: true, hint: TEXT_HINT },
      { kind: 'text', name: 'answer', label: 'Expected answer (optional)', hint: 'The hints lead towards it without saying it.' },
      { kind: 'number', name: 'count', label: 'Number of hints', min: 1, max: 5, defaultValue: 3, hint: 'From 1 to 5.' },
      grade('gradeLevel', 'Grade level (optional)', 'Leave empty for no particular grade.'),
    ],
  },
  rephrase: {
    label: 'Rephrase',
    description: 'Rewords a question (and its answer) more plainly, keeping its meaning.',
    resultLabel: 'Rephrased question and answer',
    fields: [
      { kind: 'textarea', name: 'question', label: 'Question', required: true, hint: TEXT_HINT },
      { kind: 'text', name: 'answer', label: 'Answer (optional)' },
      grade('targetGradeLevel', 'Target grade level (optional)', 'Leave empty to keep the level.'),
    ],
  },
  vocabulary: {
    label: 'Vocabulary',
    description: 'Picks the words of a text that readers at a grade may not know, and defines them.',
    resultLabel: 'Words',
    fields: [
      { kind: 'textarea', name: 'text', label: 'Text', required: true, hint: TEXT_HINT },
      { kind: 'number', name: 'maxWords', label: 'Most words', min: 1, max: 50, defaultValue: 10, hint: 'From 1 to 50.' },
      grade('gradeLevel', 'Reader grade level (optional)', 'Words above it are chosen; empty means grade 6.'),
    ],
  },
  summarize: {
    label: 'Summarize',
    description: 'Shortens a text to its main points.',
    resultLabel: 'Summary',
    fields: [
      { kind: 'textarea', name: 'text', label: 'Text to summarize', required: true, hint: TEXT_HINT },
      { kind: 'select', name: 'length', label: 'Summary length', options: SUMMARY_LENGTHS, defaultValue: 'medium' },
    ],
  },
  translate: {
    label: 'Translate',
    description: 'Translates text into another language.',
    resultLabel: 'Translation',
    fields: [
      { kind: 'textarea', name: 'text', label: 'Text to translate', required: true, hint: TEXT_HINT },
      { kind: 'language', name: 'targetLanguage', label: 'Target language', required: true, hint: 'A BCP 47 language tag, such as fr, de or pt-BR.' },
      { kind: 'language', name: 'sourceLanguage', label: 'Source language (optional)', hint: 'A BCP 47 tag; leave empty to have it detected.' },
    ],
  },
  grammar: {
    label: 'Grammar',
    description: 'Finds spelling and grammar mistakes, lists each correction, and applies them all.',
    resultLabel: 'Corrected text',
    fields: [{ kind: 'textarea', name: 'text', label: 'Text to check', required: true, hint: TEXT_HINT }],
  },
  ocr: {
    label: 'OCR (text in images)',
    description: 'Reads the text in an image, with the engine’s confidence in what it read.',
    resultLabel: 'Text read from the image',
    fields: [imageUrl, { kind: 'language', name: 'language', label: 'Language (optional)', hint: 'A BCP 47 tag; English (en) is what this service reads.' }],
  },
};

export type ParsedFields<T extends TransformName> = { ok: true; input: TransformInput<T> } | { ok: false; details: ErrorDetail[] };

/** The browser's strings as the transform's input, or a message per field. */
export function parseTransformFields<T extends TransformName>(transform: T, raw: Record<string, string>): ParsedFields<T> {
  const details: ErrorDetail[] = [];
  const values: Record<string, unknown> = {};
  for (const field of TRANSFORM_FORMS[transform].fields) {
    const value = raw[field.name] ?? '';
    if (value.trim() === '') {
      if (field.required)
        details.push({ path: field.name, message: field.kind === 'number' ? numberMessage(field) : `Enter the ${field.label.toLowerCase()}.` });
      continue;
    }
    if (field.kind === 'number') {
      const number = Number(value.trim());
      if (!/^-?\d+$/.test(value.trim()) || number < field.min || number > field.max) details.push({ path: field.name, message: numberMessage(field) });
      else values[field.name] = number;
    } else values[field.name] = field.kind === 'textarea' ? value : value.trim();
  }
  if (details.length) return { ok: false, details };
  const parsed = TRANSFORM_INPUTS[transform].safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data as TransformInput<T> };
  return {
    ok: false,
    details: parsed.error.issues.map((issue) => ({ path: String(issue.path[0] ?? 'form'), message: sentence(issue.message) })),
  };
}

function numberMessage(field: { min: number; max: number }): string {
  return `Enter a whole number from ${field.min} to ${field.max}.`;
}

/** zod's messages start in lower case ("must be a BCP 47 language tag…"); shown alone they read as sentences. */
function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

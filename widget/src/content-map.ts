/** The catalogue's content features and the AI transform each calls (GET /widget/config says which are available). */
export const CONTENT_TRANSFORMS: Readonly<Record<string, string>> = {
  'simplified-text': 'simplify',
  summaries: 'summarize',
  translation: 'translate',
  'vocabulary-helper': 'vocabulary',
  dictionary: 'vocabulary',
  'question-hints': 'hints',
  'rephrase-questions': 'rephrase',
  'image-descriptions': 'alt-text',
  'image-text-reader': 'ocr',
};

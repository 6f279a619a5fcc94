/**
 * The toolbar's words. English ships in the first script; Spanish, French and German come in the lazy
 * `locales` chunk (src/lazy/locales.ts), loaded at start when the page asks for one of them.
 * A feature's name falls back to the catalogue's (English) name; a missing message to English.
 */
export const EN = {
  launcher: 'Accessibility settings',
  title: 'Accessibility settings',
  close: 'Close',
  search: 'Search settings',
  noMatch: 'No setting matches “{q}”.',
  presets: 'Presets',
  preset: 'Preset',
  applyPreset: 'Apply preset',
  choosePreset: 'Choose a preset',
  resetAll: 'Reset all',
  on: 'On',
  saved: 'Saved.',
  saving: 'Saving…',
  offline: 'Offline: your changes are saved on this device and sent when the connection is back.',
  rateLimited: 'Too many changes at once; saving again in {n} s. Your changes are saved on this device.',
  savedLocally: 'Saved on this device only.',
  saveFailed: 'Your change could not be saved: {reason}',
  locked: 'Your organisation manages these settings, so they are shown read-only.',
  forcedColors: 'Your system’s high contrast mode is on, so colour settings are left to it.',
  notInWidget: 'Not in this toolbar',
  loading: 'Loading…',
  loadFailed: 'The settings could not be loaded. Your saved settings still apply.',
  loadRefused: 'The settings could not be loaded for this site.',
  disclaimer: 'These settings change how this site looks and behaves for you. They do not make the site accessible or compliant by themselves.',
  readPage: 'Read the page aloud',
  stopReading: 'Stop reading',
  readingMode: 'Reading mode',
  pageStructure: 'Page structure',
  headings: 'Headings',
  landmarks: 'Landmarks',
  skipToContent: 'Skip to content',
  noHeadings: 'This page has no headings.',
  noArticle: 'No main article was found on this page.',
  working: 'Working…',
  selectFirst: 'Select the text first (a question, a word), then press the button again.',
  noWords: 'No difficult words were found.',
  noPictures: 'There are no pictures in the main content.',
  noAlt: 'A picture without a description',
  contentOff: 'This site has not turned this tool on.',
  contentAllowance: 'You have used today’s allowance for these tools. It renews at midnight (UTC).',
  contentNeedsModel: 'This tool needs an AI model, which this service does not have.',
  contentCredits: 'This site has no AI credits left for these tools.',
  contentFailed: 'The tool did not answer. Try again later.',
  contentUnavailableOff: 'This site has not turned this on in the toolbar.',
  contentUnavailableModel: 'Needs an AI model, which this service runs without.',
  'tool.simplify': 'Simplify the text',
  'tool.summarize': 'Summarise',
  'tool.translate': 'Translate',
  'tool.vocabulary': 'Explain difficult words',
  'tool.dictionary': 'Look up the selected words',
  'tool.hints': 'Hints for the selected question',
  'tool.rephrase': 'Rephrase the selected question',
  'tool.describe': 'Describe the pictures',
  'tool.ocr': 'Read the text in pictures',
  'cat.vision': 'Vision',
  'cat.reading': 'Reading',
  'cat.cognitive': 'Focus and attention',
  'cat.motor': 'Movement and keyboard',
  'cat.hearing': 'Hearing',
  'cat.navigation': 'Navigation',
  'cat.content': 'Content help',
  'f.text-size': 'Text size',
  'f.content-scaling': 'Page zoom',
  'f.text-magnifier': 'Text magnifier',
  'f.high-contrast': 'High contrast',
  'f.dark-mode': 'Dark contrast',
  'f.light-contrast': 'Light contrast',
  'f.invert-colours': 'Invert colours',
  'f.monochrome': 'Monochrome',
  'f.saturation': 'Saturation',
  'f.colour-blindness-filter': 'Colour-blindness filter',
  'f.text-colour': 'Text colour',
  'f.background-colour': 'Background colour',
  'f.link-colour': 'Link colour',
  'f.big-cursor': 'Big cursor',
  'f.seizure-safe': 'Seizure-safe mode',
  'f.readable-font': 'Readable font',
  'f.dyslexia-font': 'Dyslexia font',
  'f.bold-text': 'Bold text',
  'f.line-height': 'Line height',
  'f.letter-spacing': 'Letter spacing',
  'f.word-spacing': 'Word spacing',
  'f.paragraph-spacing': 'Paragraph spacing',
  'f.text-align': 'Text alignment',
  'f.line-length': 'Line length',
  'f.reading-guide': 'Reading guide',
  'f.reading-guide-colour': 'Reading guide colour',
  'f.reading-mask': 'Reading mask',
  'f.line-focus': 'Line focus',
  'f.syllable-splitting': 'Syllable splitting',
  'f.text-to-speech': 'Read aloud',
  'f.speech-rate': 'Reading speed',
  'f.speech-highlight': 'Highlight the spoken word',
  'f.dictionary': 'Dictionary',
  'f.focus-mode': 'Reduce distractions',
  'f.adhd-friendly': 'ADHD-friendly focus',
  'f.stop-animations': 'Stop animations',
  'f.hide-images': 'Hide images',
  'f.reading-mode': 'Reading mode',
  'f.keyboard-navigation': 'Keyboard navigation',
  'f.virtual-keyboard': 'On-screen keyboard',
  'f.large-targets': 'Larger click targets',
  'f.keep-hover-content': 'Keep menus open',
  'f.voice-navigation': 'Voice navigation',
  'f.mute-sounds': 'Mute sounds',
  'f.captions-on': 'Captions on',
  'f.caption-size': 'Caption size',
  'f.captions-emphasis': 'Emphasised captions',
  'f.skip-to-content': 'Skip to content',
  'f.page-structure': 'Page structure',
  'f.highlight-links': 'Highlight links',
  'f.highlight-headings': 'Highlight headings',
  'f.highlight-focus': 'Highlight focus',
  'f.screen-reader-support': 'Screen reader support',
  'f.tooltips': 'Tooltips',
  'f.release-sticky-bars': 'Release sticky bars',
  'f.simplified-text': 'Simplified text',
  'f.summaries': 'Summaries',
  'f.translation': 'Translation',
  'f.image-descriptions': 'Picture descriptions',
  'f.vocabulary-helper': 'Vocabulary helper',
  'f.image-text-reader': 'Text in pictures',
  'f.question-hints': 'Question hints',
  'f.rephrase-questions': 'Rephrased questions',
  'o.short': 'Short',
  'o.medium': 'Medium',
  'o.long': 'Long',
  'o.left': 'Left',
  'o.center': 'Centre',
  'o.right': 'Right',
  'o.protanopia': 'Protanopia (red)',
  'o.deuteranopia': 'Deuteranopia (green)',
  'o.tritanopia': 'Tritanopia (blue)',
  'o.achromatopsia': 'Achromatopsia (no colour)',
  'o.large-black': 'Large, black',
  'o.large-white': 'Large, white',
  'o.extra-large-black': 'Extra large, black',
  'o.extra-large-white': 'Extra large, white',
};

export type MessageKey = keyof typeof EN;
export type Messages = Partial<Record<MessageKey, string>>;

export const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ku']);

/** The first supported language of `lang` (a BCP 47 tag), else English. */
export function pickLanguage(lang: string | null | undefined): 'en' | 'es' | 'fr' | 'de' {
  const primary = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'es' || primary === 'fr' || primary === 'de' ? primary : 'en';
}

export class Translator {
  #messages: Messages = {};
  lang: 'en' | 'es' | 'fr' | 'de' = 'en';
  dir: 'ltr' | 'rtl' = 'ltr';

  use(lang: 'en' | 'es' | 'fr' | 'de', messages: Messages, pageLang: string): void {
    this.lang = lang;
    this.#messages = messages;
    const primary = pageLang.toLowerCase().split(/[-_]/)[0] ?? '';
    this.dir = RTL_LANGUAGES.has(primary) ? 'rtl' : 'ltr';
  }

  t(key: MessageKey, vars?: Record<string, string>): string {
    const text = this.#messages[key] ?? EN[key];
    return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '') : text;
  }

  /** A feature's or option's name: the message catalogue's, else `fallback` (the catalogue's English name). */
  name(key: string, fallback: string): string {
    return (this.#messages as Record<string, string>)[key] ?? (EN as Record<string, string>)[key] ?? fallback;
  }
}

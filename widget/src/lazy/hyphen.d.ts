/** The `hyphen` package's per-language entry points (it ships no types). */
type HyphenateSync = (text: string, options?: { hyphenChar?: string; minWordLength?: number; debug?: boolean; exceptions?: string[] }) => string;
declare module 'hyphen/en' {
  export const hyphenateSync: HyphenateSync;
}
declare module 'hyphen/de' {
  export const hyphenateSync: HyphenateSync;
}
declare module 'hyphen/fr' {
  export const hyphenateSync: HyphenateSync;
}
declare module 'hyphen/es' {
  export const hyphenateSync: HyphenateSync;
}

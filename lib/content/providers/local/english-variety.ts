/**
 * Which English a text is written in, told by its spellings: words spelt one way in British English and
 * another in American English (colour/color, centre/center, organise/organize, travelled/traveled). Only
 * spellings distinctive of one variety count; words both varieties use ("program" for software, "meter"
 * for a device, "license" as a verb) are left out, as are -ize forms, which Oxford British spelling uses
 * too: they do not count as American.
 */

export type EnglishVariety = 'en-GB' | 'en-US';

/** British and American stems that take the same endings: `colour`/`color` + s, ed, ful, … */
const SAME_ENDINGS: [gb: string, us: string, endings: string][] = [
  ['colour', 'color', ',s,ed,ing,ful,fully,less,ation,ist,ists'],
  ['favour', 'favor', ',s,ed,ing,able,ably,ite,ites,itism'],
  ['flavour', 'flavor', ',s,ed,ing,ful,less'],
  ['honour', 'honor', ',s,ed,ing,able,ably'],
  ['humour', 'humor', ',s,ed,ing,less'],
  ['labour', 'labor', ',s,ed,ing,er,ers'],
  ['neighbour', 'neighbor', ',s,ing,hood,hoods,ly'],
  ['rumour', 'rumor', ',s,ed'],
  ['behaviour', 'behavior', ',s,al,ally'],
  ['harbour', 'harbor', ',s,ed,ing'],
  ['vapour', 'vapor', ',s'],
  ['savour', 'savor', ',s,ed,ing,y'],
  ['endeavour', 'endeavor', ',s,ed,ing'],
  ['odour', 'odor', ',s,less'],
  ['vigour', 'vigor', ''],
  ['armour', 'armor', ',s,ed,y'],
  ['parlour', 'parlor', ',s'],
  ['tumour', 'tumor', ',s'],
  ['splendour', 'splendor', ''],
  ['centre', 'center', ',s'],
  ['theatre', 'theater', ',s'],
  ['litre', 'liter', ',s'],
  ['fibre', 'fiber', ',s'],
  ['calibre', 'caliber', ''],
  ['sombre', 'somber', ''],
  ['spectre', 'specter', ',s'],
  ['meagre', 'meager', ''],
  ['lustre', 'luster', ''],
  ['sabre', 'saber', ',s'],
  ['sceptre', 'scepter', ',s'],
  ['manoeuvre', 'maneuver', ',s,d'],
  ['catalogue', 'catalog', ',s'],
  ['analyse', 'analyze', ',d'],
  ['paralyse', 'paralyze', ',d'],
  ['defence', 'defense', ',s,less'],
  ['offence', 'offense', ',s'],
  ['pretence', 'pretense', ',s'],
  ['grey', 'gray', ',s,er,est,ish,ness'],
  ['sceptic', 'skeptic', ',s,al,ism'],
  ['aluminium', 'aluminum', ''],
  ['plough', 'plow', ',s,ed,ing'],
  ['mould', 'mold', ',s,ed,ing,y'],
  ['smoulder', 'smolder', ',s,ed,ing'],
  ['moustache', 'mustache', ',s'],
  ['pyjama', 'pajama', ',s'],
  ['aeroplane', 'airplane', ',s'],
  ['cosy', 'cozy', ''],
  ['enrolment', 'enrollment', ',s'],
  ['fulfilment', 'fulfillment', ''],
  ['instalment', 'installment', ',s'],
  ['skilful', 'skillful', ',ly'],
  ['wilful', 'willful', ',ly'],
  ['jewellery', 'jewelry', ''],
  ['woollen', 'woolen', ',s'],
  ['paediatric', 'pediatric', ',s,ian,ians'],
  ['anaemia', 'anemia', ''],
  ['anaemic', 'anemic', ''],
  ['anaesthetic', 'anesthetic', ',s'],
  ['encyclopaedia', 'encyclopedia', ',s'],
  ['oestrogen', 'estrogen', ''],
  ['haemoglobin', 'hemoglobin', ''],
  ['oesophagus', 'esophagus', ''],
  ['diarrhoea', 'diarrhea', ''],
  ['orthopaedic', 'orthopedic', ',s'],
  ['leukaemia', 'leukemia', ''],
  ['foetus', 'fetus', ',es'],
  ['sulphur', 'sulfur', ''],
];

/** Verbs that double a final l in British English: travelled/traveled, cancelling/canceling. */
const DOUBLED_L = [
  'travel',
  'cancel',
  'model',
  'label',
  'fuel',
  'counsel',
  'level',
  'signal',
  'total',
  'marvel',
  'channel',
  'dial',
  'duel',
  'equal',
  'jewel',
  'quarrel',
  'rival',
  'tunnel',
  'shovel',
  'pedal',
  'panel',
  'pencil',
  'funnel',
  'grovel',
  'revel',
  'swivel',
  'snorkel',
];

/** Stems spelt -ise in British English and -ize in American (organise/organize); not -ise in both (advise). */
const ISE_STEMS = [
  'organ',
  'real',
  'recogn',
  'apolog',
  'critic',
  'emphas',
  'summar',
  'priorit',
  'special',
  'minim',
  'maxim',
  'util',
  'custom',
  'optim',
  'categor',
  'author',
  'character',
  'final',
  'general',
  'normal',
  'standard',
  'visual',
  'memor',
  'symbol',
  'modern',
  'civil',
  'global',
  'local',
  'mobil',
  'neutral',
  'legal',
  'central',
  'harmon',
  'jeopard',
  'familiar',
  'sympath',
  'subsid',
  'stabil',
  'capital',
  'hospital',
  'sanit',
  'fertil',
  'synchron',
  'revolution',
  'personal',
  'industrial',
  'commercial',
  'patron',
  'penal',
  'scrutin',
  'terror',
  'fantas',
  'agon',
  'antagon',
  'monopol',
  'hypothes',
  'colon',
  'vandal',
  'polar',
  'rational',
  'democrat',
  'digit',
  'sensit',
  'vocal',
  'verbal',
  'social',
  'initial',
  'serial',
  'item',
  'energ',
  'motor',
  'public',
  'random',
];
const ISE_ENDINGS = ['e', 'es', 'ed', 'ing', 'er', 'ers', 'ation', 'ations'];

/**
 * Spellings of one variety whose twin is not counted, because the other variety uses it too (with another
 * meaning or as well): programme/program, tyre/tire, metre/meter, practise/practice, licence/license.
 */
const BRITISH_ONLY = [
  'whilst',
  'metre',
  'metres',
  'cheque',
  'cheques',
  'mum',
  'mums',
  'practise',
  'practised',
  'practises',
  'practising',
  'programme',
  'programmes',
  'licence',
  'licences',
  'kerb',
  'kerbs',
  'tyre',
  'tyres',
  'storey',
  'storeys',
  'enrol',
  'enrols',
  'fulfil',
  'fulfils',
  'instil',
  'instils',
  'distil',
  'distils',
  'counsellor',
  'counsellors',
  'traveller',
  'travellers',
  'jeweller',
  'jewellers',
];
const AMERICAN_ONLY = [
  'mom',
  'moms',
  'counselor',
  'counselors',
  'traveler',
  'travelers',
  'jeweler',
  'jewelers',
  'enroll',
  'enrolls',
  'fulfill',
  'fulfills',
  'instill',
  'instills',
  'distill',
  'distills',
];

function buildTable(): Map<string, EnglishVariety> {
  const table = new Map<string, EnglishVariety>();
  const add = (word: string, variety: EnglishVariety) => table.set(word, variety);
  for (const [gb, us, endings] of SAME_ENDINGS) {
    for (const ending of endings.split(',')) {
      add(gb + ending, 'en-GB');
      add(us + ending, 'en-US');
    }
  }
  for (const verb of DOUBLED_L) {
    for (const ending of ['ed', 'ing', 'er', 'ers']) {
      add(`${verb}l${ending}`, 'en-GB');
      add(verb + ending, 'en-US');
    }
  }
  for (const stem of ISE_STEMS) for (const ending of ISE_ENDINGS) add(`${stem}is${ending}`, 'en-GB');
  for (const word of BRITISH_ONLY) add(word, 'en-GB');
  for (const word of AMERICAN_ONLY) add(word, 'en-US');
  return table;
}

let table: Map<string, EnglishVariety> | null = null;

/** The distinctive spellings of each variety found in `text`, counted. */
export function varietyCounts(text: string): Record<EnglishVariety, number> {
  table ??= buildTable();
  const counts: Record<EnglishVariety, number> = { 'en-GB': 0, 'en-US': 0 };
  for (const [word] of text.toLowerCase().matchAll(/[a-z]+/g)) {
    const variety = table.get(word);
    if (variety) counts[variety]++;
  }
  return counts;
}

/** `en-GB` when British spellings outnumber American ones, else `en-US` (the default when neither shows). */
export function detectEnglishVariety(text: string): EnglishVariety {
  const counts = varietyCounts(text);
  return counts['en-GB'] > counts['en-US'] ? 'en-GB' : 'en-US';
}

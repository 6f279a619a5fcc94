import { hyphenateSync } from 'hyphen/en';
import { syllables } from './syllables.ts';

export const start = syllables(hyphenateSync);

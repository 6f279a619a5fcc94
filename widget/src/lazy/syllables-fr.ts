import { hyphenateSync } from 'hyphen/fr';
import { syllables } from './syllables.ts';

export const start = syllables(hyphenateSync);

import { hyphenateSync } from 'hyphen/es';
import { syllables } from './syllables.ts';

export const start = syllables(hyphenateSync);

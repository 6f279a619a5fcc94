import { hyphenateSync } from 'hyphen/de';
import { syllables } from './syllables.ts';

export const start = syllables(hyphenateSync);

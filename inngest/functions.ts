import { toInngestFunction } from './to-function.ts';
import { workflows } from './workflows/index.ts';

export const functions = workflows.map(toInngestFunction);

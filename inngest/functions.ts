import { toInngestFunctions } from './to-function.ts';
import { workflows } from './workflows/index.ts';

/** Each workflow once per plan tier (inngest/to-function.ts). */
export const functions = workflows.flatMap(toInngestFunctions);

import { workflows } from '@/lib/jobs/workflows/index.ts';
import { toInngestFunctions } from './to-function.ts';

/** Each workflow once per plan tier (inngest/to-function.ts). */
export const functions = workflows.flatMap(toInngestFunctions);

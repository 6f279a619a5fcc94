import { crons, workflows } from '@/lib/workflows/index.ts';
import { toInngestCron, toInngestFunctions } from './to-function.ts';

/** Each workflow once per plan tier (inngest/to-function.ts), then the crons. */
export const functions = [...workflows.flatMap(toInngestFunctions), ...crons.map(toInngestCron)];

// A compute worker thread's entry (Piscina loads it by path): the repository's TypeScript is loaded through
// tsx, the same way `npm run dev` and `npm start` run the server's own scripts, so a worker always runs the
// source it sits beside, in every way the service is started (development, production, tests, benchmarks).
import { register } from 'tsx/esm/api';

register();
const { dispatch } = await import('./dispatch.ts');

export default dispatch;

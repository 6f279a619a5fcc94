/**
 * One scanning instance of `npm run bench:crawl`: the service's scan workflows in the embedded job runner
 * with SLOTS page slots, against the database in DATABASE_URL, until killed. Prints `ready` once loaded and
 * then, every second, its memory as a JSON line ({ rss, heap } in MiB).
 */
import { JobRunner } from '../lib/jobs/runner.ts';
import { scanWorkflows } from '../lib/workflows/scan.ts';

const slots = Number(process.env.SLOTS ?? 1);
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(0);
  }
}, 500).unref();

const runner = new JobRunner({ workflows: scanWorkflows, concurrency: slots, pollMs: 100, instanceId: process.env.INSTANCE_ID }).start();
process.stdout.write('ready\n');
setInterval(() => {
  const { rss, heapUsed } = process.memoryUsage();
  process.stdout.write(`${JSON.stringify({ rss: rss / 2 ** 20, heap: heapUsed / 2 ** 20, active: runner.active })}\n`);
}, 1000);
process.on('SIGTERM', () => void runner.stop(2_000).then(() => process.exit(0)));

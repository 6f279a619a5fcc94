// Loaded into the server by `npm run bench:loop` (NODE_OPTIONS=--import): records the event-loop delay of
// the process that serves requests (scripts/next-server.ts), phase by phase. The benchmark names the phase
// in BENCH_LOOP_DIR/phase; each time it changes, the delay histogram of the phase that ended is written to
// BENCH_LOOP_DIR/loop.json and a new one starts. With BENCH_LOOP_PROFILE=1 the main thread's CPU profile of
// the heavy phase is written to BENCH_LOOP_DIR/heavy.cpuprofile (open it in Chrome's DevTools).
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const dir = process.env.BENCH_LOOP_DIR;
if (dir && process.argv[1]?.endsWith(path.join('scripts', 'next-server.ts'))) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const phases = {};
  let phase = 'start';
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  setInterval(() => {
    let next = phase;
    try {
      next = readFileSync(path.join(dir, 'phase'), 'utf8').trim();
    } catch {}
    if (next === phase) return;
    phases[phase] = {
      count: histogram.count,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
    };
    writeFileSync(path.join(dir, 'loop.json'), JSON.stringify(phases));
    histogram.reset();
    if (process.env.BENCH_LOOP_PROFILE === '1') profile(phase, next);
    phase = next;
  }, 100).unref();
}

let session = null;

function profile(ended, starting) {
  if (starting === 'heavy') {
    session = new Session();
    session.connect();
    session.post('Profiler.enable', () => session.post('Profiler.start'));
  } else if (ended === 'heavy' && session) {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(path.join(dir, 'heavy.cpuprofile'), JSON.stringify(result.profile));
      session.disconnect();
    });
  }
}

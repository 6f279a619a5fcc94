import { randomUUID } from 'node:crypto';
import type { A11yClient } from '@a11y-platform/client';
import { clientFor, type Config, informationUri } from '../config.js';
import { EXIT, ScanFailed, UsageError } from '../errors.js';
import { toJunit } from '../format/junit.js';
import { toSarif } from '../format/sarif.js';
import { toJson, toText } from '../format/text.js';
import type { FailOn, GatePolicy } from '../gate.js';
import type { Io } from '../io.js';
import { writeOutput } from '../output.js';
import { progressFor } from '../progress.js';
import type { Report } from '../report.js';
import { readResult } from '../results.js';
import { ScanSession } from '../session.js';
import type { BaselineInput, CreateJobInput, Impact, Job } from '../types.js';
import { VERSION } from '../version.js';

export const FORMATS = ['text', 'json', 'junit', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

/** How a command waits, gates and writes. */
export interface GateOptions {
  failOn?: FailOn | undefined;
  minImpact: Impact;
  format: Format;
  output?: string | undefined;
  quiet?: boolean | undefined;
  pollInterval: number;
}

export interface ScanOptions extends GateOptions {
  crawl?: boolean | undefined;
  maxPages?: number | undefined;
  engines?: Array<'axe' | 'ibm' | 'htmlcs'> | undefined;
  standard?: CreateJobInput['standard'];
  site?: string | undefined;
  baseline?: string | undefined;
}

/** `--baseline previous|site|<scanId>`; `site` names the site of `--site`. */
export function baselineOf(baseline: string | undefined, site: string | undefined): BaselineInput | undefined {
  if (baseline === undefined) return undefined;
  if (baseline === 'previous') return 'previous';
  if (baseline === 'site') {
    if (!site) throw new UsageError('--baseline site needs --site <id>.');
    return { siteId: site };
  }
  if (baseline.trim() === '') throw new UsageError('--baseline needs previous, site or a scan id.');
  return { scanId: baseline };
}

/** `--fail-on` when given; else new issues when the scans are compared with a baseline, any issue when not. */
export function policyOf(options: Pick<GateOptions, 'failOn' | 'minImpact'>, compared: boolean): GatePolicy {
  return { failOn: options.failOn ?? (compared ? 'new' : 'any'), minImpact: options.minImpact };
}

export function jobInput(url: string, options: ScanOptions): CreateJobInput {
  const baseline = baselineOf(options.baseline, options.site);
  const crawl = options.crawl || options.maxPages !== undefined;
  return {
    url,
    ...(options.standard ? { standard: options.standard } : {}),
    ...(options.engines ? { engines: options.engines } : {}),
    ...(crawl ? { crawl: options.maxPages !== undefined ? { maxPages: options.maxPages } : {} } : {}),
    ...(baseline ? { baseline } : {}),
  };
}

function render(report: Report, format: Format): string {
  if (format === 'json') return toJson(report);
  if (format === 'junit') return toJunit(report);
  if (format === 'sarif') return `${JSON.stringify(toSarif(report), null, 2)}\n`;
  return toText(report);
}

/**
 * Starts scans, waits for them (Ctrl-C cancels them on the service), reads their issues, gates and writes
 * the output; resolves to the exit code.
 */
export async function runAndGate(
  config: Config,
  io: Io,
  options: GateOptions,
  compared: boolean,
  start: (client: A11yClient) => AsyncIterable<Job>,
): Promise<number> {
  const log = (line: string) => io.stderr.write(`${line}\n`);
  const client = clientFor(config, log);
  const policy = policyOf(options, compared);
  const session = new ScanSession(client, progressFor(io.stderr, Boolean(options.quiet)), options.pollInterval);
  let interrupts = 0;
  const stopListening = io.onInterrupt(() => {
    interrupts += 1;
    // A second Ctrl-C while the cancel requests are on their way: leave at once.
    if (interrupts > 1) process.exit(EXIT.interrupted);
    session.interrupt();
  });
  try {
    for await (const job of start(client)) await session.add(job);
    const jobs = await session.wait();
    const failed = jobs.filter((job) => job.status !== 'completed');
    if (failed.length) throw new ScanFailed(failed.map((job) => `${job.url} (${job.id}) ${job.status}${job.error ? `: ${job.error}` : ''}`).join('; '));
    const read = { policy, allIssues: options.format === 'json' || options.format === 'sarif', pages: options.format === 'junit' };
    const results = await Promise.all(jobs.map((job) => readResult(client, job, read)));
    const passed = results.every((result) => result.gating.length === 0);
    const report: Report = {
      results,
      policy,
      baseline: compared,
      passed,
      tool: { name: 'a11y-platform', version: VERSION, informationUri: informationUri(config) },
    };
    await writeOutput(render(report, options.format), options.output, io.stdout);
    if (options.output && options.format !== 'text') io.stderr.write(toText(report));
    return passed ? EXIT.passed : EXIT.failed;
  } finally {
    stopListening();
  }
}

/** `scan <url…>`: a job per URL. */
export function scanCommand(config: Config, io: Io, urls: string[], options: ScanOptions): Promise<number> {
  const inputs = urls.map((url) => jobInput(url, options));
  const compared = inputs.some((input) => input.baseline !== undefined);
  return runAndGate(config, io, options, compared, async function* (client) {
    // An idempotency key makes the POST safe to retry after a network error (the SDK does then).
    for (const input of inputs) yield await client.scanner.createJob(input, { idempotencyKey: randomUUID() });
  });
}

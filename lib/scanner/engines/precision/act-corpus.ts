import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AAA_CRITERION_IDS, CRITERION_IDS, compareCriteria } from '@/lib/wcag/criteria.ts';
import { config } from '../../../config.ts';

/**
 * The W3C ACT Rules test cases: loading them, the success criteria each rule maps to, the fixed seeded
 * sample the tests scan, and a static server for the WAI/ folder. Two copies exist: the full corpus
 * (1213 cases, outside the repository, named by ACT_CORPUS_DIR: actCorpusDir, used by `npm run bench:act` and by
 * `npm run fixtures:act`), and the sample of it committed under test/fixtures/act-rules (actFixtureDir),
 * which is all the tests read.
 */
export const ACT_BASE_PATH = '/WAI/content-assets/wcag-act-rules';

/** The sample the tests scan: per expected outcome (failed, passed), the first cases of the seeded shuffle. */
export const ACT_SAMPLE_SEED = 'a11y-platform';
export const ACT_SAMPLE_PER_OUTCOME = 15;

/** test/fixtures/act-rules: the sampled cases and their assets, in the corpus's layout (WAI/…). */
export function actFixtureDir(projectRoot: string): string {
  return path.join(projectRoot, 'test/fixtures/act-rules');
}

/**
 * The full corpus, for the benchmark and the fixture script: the folder ACT_CORPUS_DIR names (it lives
 * outside the repository). Throws, saying what it looked for and how to get it, when the variable is unset
 * or the folder has no WAI/content-assets/wcag-act-rules/testcases.json. Tests never call this.
 */
export function actCorpusDir(): string {
  const fromEnv = config().ACT_CORPUS_DIR;
  const how =
    'Set ACT_CORPUS_DIR to a folder holding WAI/content-assets/wcag-act-rules (testcases.json, testcases/, test-assets/ ' +
    'of https://github.com/w3c/wcag-act-rules, folder content-assets/wcag-act-rules). ' +
    'The tests do not need it: they scan the sample in test/fixtures/act-rules.';
  if (!fromEnv) throw new Error(`The full W3C ACT Rules corpus is needed and ACT_CORPUS_DIR is not set. ${how}`);
  const dir = path.resolve(fromEnv);
  const index = path.join(dir, ACT_BASE_PATH, 'testcases.json');
  if (!existsSync(index))
    throw new Error(`The full W3C ACT Rules corpus is not at ${dir} (no ${path.relative(dir, index)} there; from ACT_CORPUS_DIR). ${how}`);
  return dir;
}

export type ActExpectation = 'failed' | 'passed' | 'inapplicable';

export interface ActCase {
  ruleId: string;
  ruleName: string;
  testcaseId: string;
  title: string;
  expected: ActExpectation;
  approved: boolean;
  /** e.g. testcases/674b10/c181….html */
  relativePath: string;
  /** Absolute path on the corpus server: /WAI/content-assets/wcag-act-rules/<relativePath>. */
  path: string;
  requirements: Record<string, Record<string, unknown>>;
}

interface RawCase {
  ruleId: string;
  ruleName: string;
  testcaseId: string;
  testcaseTitle: string;
  expected: ActExpectation;
  approved?: boolean;
  relativePath: string;
  ruleAccessibilityRequirements?: Record<string, Record<string, unknown>> | null;
}

export async function loadActCases(corpusDir: string, options: { approvedOnly?: boolean } = {}): Promise<ActCase[]> {
  const file = path.join(corpusDir, ACT_BASE_PATH, 'testcases.json');
  const { testcases } = JSON.parse(await readFile(file, 'utf8')) as { testcases: RawCase[] };
  return testcases
    .filter((c) => !options.approvedOnly || c.approved === true)
    .map((c) => ({
      ruleId: c.ruleId,
      ruleName: c.ruleName,
      testcaseId: c.testcaseId,
      title: c.testcaseTitle,
      expected: c.expected,
      approved: c.approved === true,
      relativePath: c.relativePath,
      path: `${ACT_BASE_PATH}/${c.relativePath}`,
      requirements: c.ruleAccessibilityRequirements ?? {},
    }));
}

/**
 * The WCAG success criteria a rule's failures fail, from keys like 'wcag20:1.1.1' or 'wcag21:1.4.12'.
 * Secondary requirements ("this criterion is less strict than the rule") are left out unless asked for:
 * a failed example of the rule may still satisfy them, so they are no yardstick for recall.
 */
export function criteriaOf(c: Pick<ActCase, 'requirements'>, options: { includeSecondary?: boolean } = {}): string[] {
  const out = new Set<string>();
  for (const [key, detail] of Object.entries(c.requirements)) {
    const m = /^wcag2\d?:(\d+\.\d+\.\d+)$/.exec(key);
    if (!m || !CRITERION_IDS.has(m[1]!)) continue;
    if ('secondary' in detail && !options.includeSecondary) continue;
    out.add(m[1]!);
  }
  return [...out].sort(compareCriteria);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.vtt': 'text/vtt',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

/** Serves `corpusDir` (the folder holding WAI/) read-only on 127.0.0.1; test cases load assets by absolute path. */
export async function serveCorpus(corpusDir: string): Promise<{ origin: string; close(): Promise<void> }> {
  const root = path.resolve(corpusDir);
  const server = http.createServer(async (req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://corpus').pathname);
    } catch {
      // expected: a malformed path is a 400
      return void res.writeHead(400).end();
    }
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep)) return void res.writeHead(403).end();
    const info = await stat(file).catch(() => /* expected: no such file is a 404 */ null);
    if (!info?.isFile()) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
    });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Skip = 'inapplicable' | 'non_html' | 'no_wcag_criterion' | 'aaa_only';

/** mulberry32 seeded from the string: the same ACT_SAMPLE gives the same sample on every machine. */
export function seededShuffle<T>(items: T[], seed: string): T[] {
  let state = [...seed].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 2654435761) >>> 0, 0x9e3779b9);
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Why a case cannot measure this scanner, or the criteria (A/AA, primary) it is judged on. */
export function classifyCase(c: ActCase, includeSecondary: boolean): { skip: Skip } | { criteria: string[] } {
  if (c.expected === 'inapplicable') return { skip: 'inapplicable' };
  if (!/\.html?$/i.test(c.relativePath)) return { skip: 'non_html' }; // .svg and .xml documents are not pages axe can run in
  const all = criteriaOf(c, { includeSecondary });
  if (all.length === 0) return { skip: 'no_wcag_criterion' };
  const criteria = all.filter((sc) => !AAA_CRITERION_IDS.has(sc));
  return criteria.length === 0 ? { skip: 'aaa_only' } : { criteria };
}

export interface SampledCase {
  c: ActCase;
  criteria: string[];
}

/**
 * The fixed seeded sample: the runnable cases (classifyCase) shuffled with `seed`, then the first
 * `perOutcome` failed and the first `perOutcome` passed. Drawn from the full corpus it picks the cases
 * scripts/act-fixture.ts copies; drawn from the fixture (which holds only those) it picks them all.
 */
export function sampleActCases(cases: ActCase[], seed = ACT_SAMPLE_SEED, perOutcome = ACT_SAMPLE_PER_OUTCOME): SampledCase[] {
  const runnable = cases.flatMap((c) => {
    const verdict = classifyCase(c, false);
    return 'criteria' in verdict ? [{ c, criteria: verdict.criteria }] : [];
  });
  const shuffled = seededShuffle(runnable, seed);
  return [...shuffled.filter((s) => s.c.expected === 'failed').slice(0, perOutcome), ...shuffled.filter((s) => s.c.expected === 'passed').slice(0, perOutcome)];
}

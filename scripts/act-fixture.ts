/**
 * Writes test/fixtures/act-rules from the full W3C ACT Rules corpus (`npm run fixtures:act`): the fixed
 * seeded sample the tests scan (sampleActCases: ACT_SAMPLE_SEED, ACT_SAMPLE_PER_OUTCOME), the files those
 * cases load from the corpus (images, style sheets, frames: followed through HTML, SVG and CSS), and a
 * testcases.json holding only the sampled entries. The corpus comes from ACT_CORPUS_DIR. README.md and
 * LICENSE.md of the fixture are kept.
 *
 * `npm run fixtures:act -- --check` writes nothing and exits 1 when the committed fixture differs from
 * what the corpus gives (another sample, a changed case or asset).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ACT_BASE_PATH,
  ACT_SAMPLE_PER_OUTCOME,
  ACT_SAMPLE_SEED,
  actCorpusDir,
  actFixtureDir,
  loadActCases,
  sampleActCases,
} from '../lib/scanner/engines/precision/act-corpus.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Same-origin references a page or style sheet loads (or may load): attributes and CSS url(). */
const REFERENCE =
  /(?:\b(?:src|href|data|poster|srcset|xlink:href)\s*=\s*["']([^"']+)["'])|(?:url\(\s*["']?([^"')]+)["']?\s*\))|(?:@import\s+["']([^"']+)["'])/gi;
const FOLLOWED = /\.(?:html?|svg|xml|css)$/i;

/** The corpus paths (under WAI/) `file` refers to that exist in the corpus, followed transitively. */
async function referencedFiles(corpus: string, start: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const urlPath = queue.shift()!;
    if (found.has(urlPath)) continue;
    found.add(urlPath);
    if (!FOLLOWED.test(urlPath)) continue;
    const text = await readFile(path.join(corpus, urlPath), 'utf8');
    for (const match of text.matchAll(REFERENCE)) {
      for (const raw of (match[1] ?? match[2] ?? match[3] ?? '').split(',')) {
        const ref = raw.trim().split(/\s+/)[0];
        if (!ref || ref.startsWith('#') || ref.startsWith('data:')) continue;
        let target: URL;
        try {
          target = new URL(ref, `http://corpus${urlPath}`);
        } catch {
          // expected: a link that is not a URL is not followed
          continue;
        }
        if (target.origin !== 'http://corpus') continue; // other hosts: the scanner never reaches them in tests
        const next = decodeURIComponent(target.pathname);
        const info = await stat(path.join(corpus, next)).catch(() => /* expected: no such file in the corpus */ null);
        if (info?.isFile()) queue.push(next);
      }
    }
  }
  return found;
}

async function filesUnder(dir: string, base = dir): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full, base)));
    else out.push(`/${path.relative(base, full).split(path.sep).join('/')}`);
  }
  return out.sort();
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const corpus = actCorpusDir();
  const fixture = actFixtureDir(root);
  const index = JSON.parse(await readFile(path.join(corpus, ACT_BASE_PATH, 'testcases.json'), 'utf8')) as {
    testcases: { ruleId: string; testcaseId: string }[];
    [key: string]: unknown;
  };
  const sample = sampleActCases(await loadActCases(corpus, { approvedOnly: true }));
  const chosen = new Set(sample.map(({ c }) => `${c.ruleId}/${c.testcaseId}`));
  const entries = index.testcases.filter((t) => chosen.has(`${t.ruleId}/${t.testcaseId}`));
  const { testcases: _all, count, ...header } = index;
  const json = `${JSON.stringify(
    {
      ...header,
      description: `${String(header.description ?? '')}: the fixed seeded sample the tests scan (scripts/act-fixture.ts)`,
      sample: { seed: ACT_SAMPLE_SEED, perOutcome: ACT_SAMPLE_PER_OUTCOME, corpusCount: count },
      count: entries.length,
      testcases: entries,
    },
    null,
    2,
  )}\n`;
  const files = [
    ...(await referencedFiles(
      corpus,
      sample.map(({ c }) => c.path),
    )),
  ].sort();

  const wanted = new Map<string, Buffer>([[`${ACT_BASE_PATH}/testcases.json`, Buffer.from(json)]]);
  for (const file of files) wanted.set(file, await readFile(path.join(corpus, file)));

  if (check) {
    const present = await filesUnder(path.join(fixture, 'WAI'), fixture);
    const differences = [
      ...present.filter((f) => !wanted.has(f)).map((f) => `extra ${f}`),
      ...[...wanted.keys()].filter((f) => !present.includes(f)).map((f) => `missing ${f}`),
    ];
    for (const f of present.filter((p) => wanted.has(p))) {
      if (!(await readFile(path.join(fixture, f))).equals(wanted.get(f)!)) differences.push(`differs ${f}`);
    }
    if (differences.length > 0) {
      console.error(`test/fixtures/act-rules is not the sample of ${corpus}:\n  ${differences.join('\n  ')}\nRun npm run fixtures:act.`);
      process.exit(1);
    }
    console.log(`test/fixtures/act-rules matches the sample of ${corpus} (${sample.length} cases, ${files.length} files).`);
    return;
  }

  await rm(path.join(fixture, 'WAI'), { recursive: true, force: true });
  for (const [file, bytes] of wanted) {
    const target = path.join(fixture, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
  const size = [...wanted.values()].reduce((sum, b) => sum + b.length, 0);
  console.log(`Wrote ${sample.length} cases and ${files.length - sample.length} assets (${Math.round(size / 1024)} KiB) to ${path.relative(root, fixture)}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm pack` in cli/ ships a built package (prepack builds the SDK's types, then dist/ with tsc); the SDK's
 * and the CLI's tarballs installed the way npm lays them out run `a11y-platform` from its bin in a plain
 * Node process. Third-party dependencies are linked from the repository's node_modules.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'cli-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Packed {
  filename: string;
  files: { path: string }[];
}

function pack(dir: string): Packed {
  // --ignore-scripts=false: a user config that turns lifecycle scripts off must not ship an empty package.
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts=false', '--pack-destination', work], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [first] = JSON.parse(out.slice(out.indexOf('['))) as Packed[];
  if (!first) throw new Error(`npm pack reported no package: ${out}`);
  return first;
}

let cli: Packed;
const app = path.join(work, 'app');
const modules = path.join(app, 'node_modules');

beforeAll(() => {
  cli = pack(path.join(ROOT, 'cli'));
  const sdk = pack(path.join(ROOT, 'sdk'));
  for (const [packed, name] of [
    [sdk, '@a11y-platform/client'],
    [cli, '@a11y-platform/cli'],
  ] as const) {
    const target = path.join(modules, name);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', path.join(work, packed.filename), '-C', target, '--strip-components=1']);
  }
  const manifest = JSON.parse(readFileSync(path.join(modules, '@a11y-platform/cli/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  for (const name of Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@a11y-platform/'))) {
    symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name), 'dir');
  }
  // What npm does with a package's bin: made executable, linked into .bin.
  chmodSync(path.join(modules, '@a11y-platform/cli/dist/bin.js'), 0o755);
  mkdirSync(path.join(modules, '.bin'));
  symlinkSync('../@a11y-platform/cli/dist/bin.js', path.join(modules, '.bin', 'a11y-platform'));
}, 180_000);

describe('the @a11y-platform/cli package', () => {
  it('packs dist/ (built by prepack) with its bin, and no sources', () => {
    const files = cli.files.map((f) => f.path);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/bin.js', 'dist/program.js', 'dist/format/sarif.js']));
    expect(files.filter((f) => !f.startsWith('dist/') && !['package.json', 'README.md'].includes(f))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.ts'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'cli/package.json'), 'utf8'));
    const sdk = JSON.parse(readFileSync(path.join(ROOT, 'sdk/package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: '@a11y-platform/cli', bin: { 'a11y-platform': 'dist/bin.js' } });
    expect(manifest.dependencies['@a11y-platform/client']).toBe(sdk.version);
  });

  it('runs --help and --version from the installed bin in a plain Node process', () => {
    const bin = path.join(modules, '.bin', 'a11y-platform');
    // No key or URL from the test's environment: --help and --version need neither.
    const env = { ...process.env, A11Y_PLATFORM_KEY: undefined, A11Y_PLATFORM_URL: undefined };
    const help = execFileSync(bin, ['--help'], { cwd: app, encoding: 'utf8', env });
    expect(help).toContain('Usage: a11y-platform');
    expect(help).toContain('Exit codes:');
    expect(execFileSync(bin, ['--version'], { cwd: app, encoding: 'utf8', env }).trim()).toBe('0.1.0');
  });
});

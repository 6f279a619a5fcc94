import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm pack` in sdk/ ships a built package: prepack builds dist/ with the main project's TypeScript, the
 * tarball holds the build (and no sources), and the packed build imports by its name and constructs a
 * client in a plain Node process.
 */
const SDK = path.resolve(import.meta.dirname, '../sdk');
const work = mkdtempSync(path.join(os.tmpdir(), 'sdk-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What `npm pack` made: built once for the file's tests (prepack runs TypeScript over the package, seconds). */
let packed: { filename: string; files: { path: string }[] };

beforeAll(() => {
  // --ignore-scripts=false: a user config that turns lifecycle scripts off must not ship an empty package.
  const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts=false', '--pack-destination', work], {
    cwd: SDK,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [first] = JSON.parse(out.slice(out.indexOf('['))) as (typeof packed)[];
  if (!first) throw new Error(`npm pack reported no package: ${out}`);
  packed = first;
}, 120_000);

describe('the @a11y-platform/client package', () => {
  it('packs dist/ (built by prepack): the build and its types, no sources', () => {
    const files = packed.files.map((f) => f.path);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/client.js', 'dist/client.d.ts']));
    expect(files.filter((f) => !f.startsWith('dist/') && !['package.json', 'README.md'].includes(f))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
  });

  it('the packed build works when installed, imported by its name from a plain Node process', () => {
    // Installed the way npm lays a package out, then imported by name from a separate Node process.
    const installed = path.join(work, 'app', 'node_modules', '@a11y-platform', 'client');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', path.join(work, packed.filename), '-C', installed, '--strip-components=1']);
    const script = path.join(work, 'app', 'check.mjs');
    writeFileSync(
      script,
      `import { A11yClient, isA11yApiError, VERSION } from '@a11y-platform/client';
const client = new A11yClient({ apiKey: 'sk_live_example', baseUrl: 'https://a11y.example.com/api/v1/' });
let missingKey = '';
try { new A11yClient({}); } catch (error) { missingKey = error.message; }
console.log(JSON.stringify({
  version: VERSION,
  resources: Object.keys(client).sort(),
  profilesGet: typeof client.profiles.get,
  guard: typeof isA11yApiError,
  missingKey,
}));
`,
    );
    const result = JSON.parse(execFileSync(process.execPath, [script], { cwd: path.join(work, 'app'), encoding: 'utf8' }));
    expect(result).toEqual({
      version: '0.1.0',
      resources: [
        'analytics',
        'apiKeys',
        'compliance',
        'content',
        'features',
        'members',
        'presets',
        'profiles',
        'remediation',
        'scanner',
        'siteIssues',
        'sites',
        'tenants',
        'webhooks',
      ],
      profilesGet: 'function',
      guard: 'function',
      missingKey: 'A11yClient: `apiKey` is required.',
    });
  });
});

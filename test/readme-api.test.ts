import dns from 'node:dns';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeBrowser, withPage } from '@/lib/scanner/render/browser.ts';
import { call } from './api.ts';
import { createTestTenant } from './fixtures.ts';

/**
 * The README's "Calling the API" examples, run as written against the route handlers: each curl line's
 * method, path, key and body, with the variables the README sets. A body that no longer fits the contract
 * fails here, not in a reader's terminal.
 */
const README = readFileSync(path.resolve(import.meta.dirname, '..', 'README.md'), 'utf8');
const section = README.split(/^## Calling the API\n/m)[1]!.split(/^## /m)[0]!;
const script = /```sh\n([\s\S]*?)```/.exec(section)![1]!;
const commands = script
  .replace(/\\\n\s*/g, '')
  .split('\n')
  .filter((line) => line.startsWith('curl '));

/** Shell words: single quotes literal, double quotes with \" and $VAR, bare words with $VAR. */
function words(line: string, vars: Record<string, string>): string[] {
  const out: string[] = [];
  let word: string | null = null;
  const expand = (at: number): [string, number] => {
    const name = /^\$([A-Z_]+)/.exec(line.slice(at))![1]!;
    if (!(name in vars)) throw new Error(`README uses $${name}, which the test does not set`);
    return [vars[name]!, at + name.length + 1];
  };
  for (let i = 0; i < line.length; ) {
    const c = line[i]!;
    if (c === ' ' && word === null) i++;
    else if (c === ' ') {
      out.push(word!);
      word = null;
      i++;
    } else if (c === "'") {
      const end = line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end + 1;
    } else if (c === '"') {
      word ??= '';
      for (i++; line[i] !== '"'; ) {
        if (line[i] === '\\' && line[i + 1] === '"') {
          word += '"';
          i += 2;
        } else if (line[i] === '$') {
          const [value, next] = expand(i);
          word += value;
          i = next;
        } else word += line[i++];
      }
      i++;
    } else if (c === '$') {
      const [value, next] = expand(i);
      word = (word ?? '') + value;
      i = next;
    } else {
      word = (word ?? '') + c;
      i++;
    }
  }
  if (word !== null) out.push(word);
  return out;
}

let vars: Record<string, string> = {};

beforeAll(async () => {
  const { adminKey, tenantId } = await createTestTenant({ plan: 'pro' });
  vars = { KEY: adminKey, TENANT: tenantId, API: 'http://localhost:3000/api/v1' };
  // No DNS here: the README's public hosts resolve to a public address, as they would.
  const lookup = dns.promises.lookup;
  vi.spyOn(dns.promises, 'lookup').mockImplementation(((host: string, options: unknown) =>
    /(^|\.)(example\.com|acme\.example)$/.test(host)
      ? Promise.resolve([{ address: '93.184.216.34', family: 4 }])
      : lookup(host, options as dns.LookupAllOptions)) as typeof dns.promises.lookup);
  // Remediation analyses in the scanner's browser: started here, not inside the example's own time.
  await withPage(async () => undefined, { timeoutMs: 60_000 });
}, 90_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await closeBrowser();
});

describe('README: Calling the API', () => {
  it('has one example for each endpoint family', () => {
    const families = script.split('\n').flatMap((line) => /^# ([\w ]+):/.exec(line)?.[1] ?? []);
    expect(families).toEqual([
      'profiles',
      'catalogue',
      'analytics',
      'tenants',
      'team',
      'API keys',
      'content',
      'scanner',
      'sites',
      'remediation',
      'compliance',
      'webhooks',
      'health',
    ]);
    expect(commands).toHaveLength(families.length);
  });

  it.each(commands.map((command) => [command.slice(0, 90), command]))('%s', async (_title, command) => {
    const argv = words(command, vars);
    let method = 'GET';
    let url = '';
    let body: unknown;
    const headers: Record<string, string> = {};
    for (let i = 1; i < argv.length; i++) {
      const arg = argv[i]!;
      if (arg === '-X') method = argv[++i]!;
      else if (arg === '-H') {
        const [name, ...value] = argv[++i]!.split(':');
        headers[name!.toLowerCase()] = value.join(':').trim();
      } else if (arg === '-d') body = JSON.parse(argv[++i]!);
      else url = arg;
    }
    expect(url.startsWith(vars.API!)).toBe(true);
    const res = await call(method, url.slice(vars.API!.length), { key: headers['x-api-key'], body });
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  });
});

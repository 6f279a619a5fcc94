import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_CHANGES, apiChangelogMarkdown } from '@/lib/api/changelog.ts';
import { openApiDocument } from '@/lib/http/openapi.ts';

/**
 * The API changelog has one source, lib/api/changelog.ts: docs/api-changelog.md carries its text after the
 * marker line, and the OpenAPI document's info.description ends with it.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const MARKER = '<!-- The entries below are lib/api/changelog.ts’s apiChangelogMarkdown(), copied as they are. -->';

describe('the API changelog', () => {
  it('docs/api-changelog.md holds the entries of lib/api/changelog.ts, word for word, and the README links it', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/api-changelog.md'), 'utf8');
    const [, entries] = doc.split(`${MARKER}\n\n`);
    expect(entries).toBe(apiChangelogMarkdown());
    expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toContain('[`docs/api-changelog.md`](docs/api-changelog.md)');
  });

  it('the OpenAPI document’s info.description ends with the same entries', () => {
    const { description } = openApiDocument().info as { description: string };
    expect(description.endsWith(`\n\n## Changelog\n\n${apiChangelogMarkdown()}`)).toBe(true);
  });

  it('names the 2026-12-02 change of `compliant`, with a migration note, newest entry first', () => {
    const compliant = API_CHANGES.find((c) => c.title.includes('`compliant`'));
    expect(compliant).toMatchObject({ date: '2026-12-02' });
    expect(compliant!.migration).toContain('`scoreMeetsMinimum`');
    expect(API_CHANGES.find((c) => c.title === 'A dismissal needs a reason')?.change).toContain('`reason`');
    const dates = API_CHANGES.map((c) => c.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

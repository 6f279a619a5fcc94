import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '@/lib/http/openapi.ts';
import { GENERATE_COMMAND, generateAll } from '@/scripts/generate.ts';

/**
 * What `npm run generate` writes from the route specs (the route table's modules, the SDK's wire types and
 * resource classes) is checked in, and must be what the specs generate now: CI fails a spec changed without it.
 */
describe('the files generated from the route specs', () => {
  it(`are up to date (regenerate with \`${GENERATE_COMMAND}\`)`, async () => {
    const stale = (await generateAll({ write: false })).filter(({ file, text }) => readFileSync(file, 'utf8') !== text).map(({ file }) => file);
    if (stale.length) expect.fail(`${stale.join(', ')} differ from what the route specs generate: run \`${GENERATE_COMMAND}\` and commit the result.`);
  });

  it('every spec says how the SDK offers it, or why it does not', () => {
    const methods = ALL_ROUTES.flatMap((spec) => ('method' in spec.sdk ? [`${spec.sdk.resource}.${spec.sdk.method}`] : []));
    expect(new Set(methods).size).toBe(methods.length);
    for (const spec of ALL_ROUTES) {
      if ('omit' in spec.sdk) expect(spec.sdk.omit.length, spec.operationId).toBeGreaterThan(10);
    }
  });
});

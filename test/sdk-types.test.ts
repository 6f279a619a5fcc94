import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateSdkTypes, SDK_TYPES_COMMAND, SDK_TYPES_FILE } from '@/scripts/generate-sdk-types.ts';

describe('the SDK’s generated wire types', () => {
  it(`match the OpenAPI document (regenerate with \`${SDK_TYPES_COMMAND}\`)`, async () => {
    const generated = await generateSdkTypes();
    const checkedIn = readFileSync(SDK_TYPES_FILE, 'utf8');
    if (generated !== checkedIn) {
      expect.fail(`${SDK_TYPES_FILE} differs from what the OpenAPI document generates: run \`${SDK_TYPES_COMMAND}\` and commit the result.`);
    }
  });

  it('are generated the same way twice', async () => {
    expect(await generateSdkTypes()).toBe(await generateSdkTypes());
  });
});

/**
 * Generates the SDK's wire types (sdk/src/generated/openapi.ts) from the API's OpenAPI document,
 * built in-process from the route specs as GET /api/v1/openapi.json serves it:
 *   npm run sdk:types
 * test/sdk-types.test.ts regenerates them in memory and fails when the checked-in file differs.
 * Nothing is fetched: openapi-typescript reads the document object, Biome formats the output.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { openApiDocument } from '../lib/http/openapi.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SDK_TYPES_FILE = 'sdk/src/generated/openapi.ts';
export const SDK_TYPES_COMMAND = 'npm run sdk:types';

const HEADER = `/**
 * Generated from the API's OpenAPI document (lib/http/openapi.ts) by openapi-typescript. Do not edit:
 * change the route specs or schemas, then run \`${SDK_TYPES_COMMAND}\` (scripts/generate-sdk-types.ts).
 * test/sdk-types.test.ts fails when this file differs from what the document generates.
 */

`;

/** The generated file's text: deterministic (the document's own order) and formatted by Biome. */
export async function generateSdkTypes(): Promise<string> {
  // A copy: the document is cached per process and the generator must not see (or leave) any change.
  const document = structuredClone(openApiDocument()) as unknown as OpenAPI3;
  const ast = await openapiTS(document, { silent: true });
  const source = HEADER + astToString(ast);
  const biome = join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'biome.cmd' : 'biome');
  return execFileSync(biome, ['format', `--stdin-file-path=${SDK_TYPES_FILE}`], { cwd: ROOT, input: source, encoding: 'utf8' });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = await generateSdkTypes();
  const file = join(ROOT, SDK_TYPES_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${SDK_TYPES_FILE}`);
}

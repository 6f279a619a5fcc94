import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** The SDK is tested as it ships: built from sdk/src to sdk/dist with the project's TypeScript. */
export default function globalSetup() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'sdk/tsconfig.json'], { stdio: 'inherit' });
}

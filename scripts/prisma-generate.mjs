// `prisma generate` needs no schema engine, but the CLI insists on having one; on machines without
// internet access it cannot download it, so point it at any executable unless a real one is configured.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE ??= '1';
const cli = createRequire(import.meta.url).resolve('prisma/build/index.js');
const result = spawnSync(process.execPath, [cli, 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);

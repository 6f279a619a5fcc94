import { readFileSync } from 'node:fs';

// Read from the package's own package.json, one level above both src/ (from source) and dist/ (installed).
const manifest: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

export const VERSION = typeof manifest === 'object' && manifest !== null && 'version' in manifest ? String(manifest.version) : '0.0.0';

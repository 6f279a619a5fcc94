// The npm registry these machines reach lacks some other-platform builds (e.g. @next/swc-darwin-arm64),
// so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock as out of
// sync. This adds the missing optional platform packages back, as a machine that could resolve them
// would have written them; `npm ci` skips them on other platforms. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORM = /(darwin|linux|win32|freebsd|android)-(arm64|x64|ia32|arm)/;
// WebAssembly fallbacks (e.g. @tailwindcss/oxide-wasm32-wasi) are selected by CPU alone.
const WASM = /-wasm32-wasi$/;
const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const added = [];

for (const [location, pkg] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(spec)) continue;
    const platform = PLATFORM.exec(name);
    if (platform) lock.packages[`node_modules/${name}`] = { version: spec, optional: true, os: [platform[1]], cpu: [platform[2]] };
    else if (WASM.test(name)) lock.packages[`node_modules/${name}`] = { version: spec, optional: true, cpu: ['wasm32'] };
    else continue;
    added.push(`${name}@${spec}`);
  }
}

if (added.length) {
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(added.length ? `package-lock.json: added ${added.join(', ')}` : 'package-lock.json: complete');

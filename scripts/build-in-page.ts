/** `npm run build:in-page`: bundles the scanner's in-page modules into lib/scanner/render/in-page/functions.generated.ts. */
import { writeFile } from 'node:fs/promises';
import { GENERATED_FILE, renderGenerated } from '../lib/scanner/render/in-page/build.ts';

await writeFile(GENERATED_FILE, await renderGenerated());
console.log(`[a11y] in-page functions bundled into ${GENERATED_FILE}`);

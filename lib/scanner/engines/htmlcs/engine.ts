import { parseStandard } from '@/lib/wcag/standards.ts';
import { htmlcsRun } from '../../render/in-page/functions.generated.ts';
import { fileScript, packageVersion, scanEngine } from '../script-engine.ts';
import type { ScanEngine } from '../types.ts';
import { HTMLCS_ENGINE, htmlcsFindings } from './adapter.ts';

/** HTML_CodeSniffer (html_codesniffer's HTMLCS.js) as a scan engine (script-engine.ts). */
const HTMLCS_VERSION = packageVersion('html_codesniffer');

export const htmlcsEngine: ScanEngine = scanEngine<string>({
  name: HTMLCS_ENGINE,
  key: 'htmlcs',
  version: HTMLCS_VERSION,
  global: 'HTMLCS',
  script: fileScript(HTMLCS_ENGINE, HTMLCS_VERSION, 'html_codesniffer/build/HTMLCS.js'),
  run: htmlcsRun,
  argument: ({ standard }) => `WCAG2${parseStandard(standard).level}`,
  adapt: htmlcsFindings,
});

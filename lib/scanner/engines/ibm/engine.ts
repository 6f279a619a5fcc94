import { parseStandard } from '@/lib/wcag/standards.ts';
import { ibmRun } from '../../render/in-page/functions.generated.ts';
import type { IbmArgument } from '../../render/in-page/ibm/run.ts';
import { fileScript, packageVersion, scanEngine } from '../script-engine.ts';
import type { ScanEngine } from '../types.ts';
import { IBM_ENGINE, ibmFindings, ibmRulesNotReported } from './adapter.ts';

/** IBM Equal Access (accessibility-checker-engine's ace.js) as a scan engine (script-engine.ts). */
const IBM_VERSION = packageVersion('accessibility-checker-engine');

export const ibmEngine: ScanEngine = scanEngine<IbmArgument>({
  name: IBM_ENGINE,
  key: 'ibm',
  version: IBM_VERSION,
  global: 'ace',
  script: fileScript(IBM_ENGINE, IBM_VERSION, 'accessibility-checker-engine/ace.js'),
  run: ibmRun,
  argument: (options): IbmArgument => ({
    policy: `WCAG_${parseStandard(options.standard).version.replace('.', '_')}`,
    skip: ibmRulesNotReported(options),
  }),
  adapt: ibmFindings,
});

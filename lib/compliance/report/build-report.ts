import { buildComplianceModel } from './compliance-model.ts';
import { renderComplianceHtml } from './compliance-html.ts';
import { printDocument } from './html.ts';
import { buildOpenAcr, validateOpenAcr } from './openacr.ts';
import type { BuiltDocuments, ReportInput } from './types.ts';
import { buildVpatModel } from './vpat-model.ts';
import { renderVpatHtml } from './vpat-html.ts';

export class InvalidOpenAcrError extends Error {
  override name = 'InvalidOpenAcrError';
  constructor(readonly problems: string[]) {
    super(`The OpenACR export does not validate against GSA's schema 0.1.0: ${problems.slice(0, 5).join('; ')}`);
  }
}

/**
 * Every format of one report from plain data but the PDF, which is printed from `printHtml` by the browser
 * (print-pdf.ts). A VPAT whose OpenACR does not validate is an error, never a download.
 */
export function buildReport(type: 'vpat' | 'compliance', input: ReportInput): BuiltDocuments {
  if (type === 'vpat') {
    const model = buildVpatModel(input);
    const openacr = buildOpenAcr(model);
    const problems = validateOpenAcr(openacr);
    if (problems.length) throw new InvalidOpenAcrError(problems);
    const html = renderVpatHtml(model);
    return { html, printHtml: printDocument(html), openacr, draft: model.draft };
  }
  const html = renderComplianceHtml(buildComplianceModel(input));
  return { html, printHtml: printDocument(html), openacr: null, draft: false };
}

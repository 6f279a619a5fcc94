import { buildComplianceModel } from './compliance-model.ts';
import { renderComplianceHtml } from './compliance-html.ts';
import { renderCompliancePdf } from './compliance-pdf.tsx';
import { buildOpenAcr, validateOpenAcr } from './openacr.ts';
import type { BuiltReport, ReportInput } from './types.ts';
import { buildVpatModel } from './vpat-model.ts';
import { renderVpatHtml } from './vpat-html.ts';
import { renderVpatPdf } from './vpat-pdf.tsx';

export class InvalidOpenAcrError extends Error {
  override name = 'InvalidOpenAcrError';
  constructor(readonly problems: string[]) {
    super(`The OpenACR export does not validate against GSA's schema 0.1.0: ${problems.slice(0, 5).join('; ')}`);
  }
}

/** Every format of one report from plain data. A VPAT whose OpenACR does not validate is an error, never a download. */
export async function buildReport(type: 'vpat' | 'compliance', input: ReportInput): Promise<BuiltReport> {
  if (type === 'vpat') {
    const model = buildVpatModel(input);
    const openacr = buildOpenAcr(model);
    const problems = validateOpenAcr(openacr);
    if (problems.length) throw new InvalidOpenAcrError(problems);
    return { pdf: await renderVpatPdf(model), html: renderVpatHtml(model), openacr, draft: model.draft };
  }
  const model = buildComplianceModel(input);
  return { pdf: await renderCompliancePdf(model), html: renderComplianceHtml(model), openacr: null, draft: false };
}

import { buildReport, InvalidOpenAcrError } from './build-report.ts';
import type { BuiltDocuments, ReportInput } from './types.ts';

/**
 * Report building in a compute worker (lib/compute): the model of every criterion, the HTML edition, the
 * document the PDF is printed from (its fonts read and encoded) and the OpenACR export with its schema
 * validation are CPU work the embedded job runner would otherwise do on the event loop that answers requests.
 * The printing itself runs in the browser (print-pdf.ts).
 */
export function buildReportTask(input: { type: 'vpat' | 'compliance'; input: ReportInput }): { built: BuiltDocuments } | { invalidOpenAcr: string[] } {
  try {
    return { built: buildReport(input.type, input.input) };
  } catch (error) {
    if (error instanceof InvalidOpenAcrError) return { invalidOpenAcr: error.problems };
    throw error;
  }
}

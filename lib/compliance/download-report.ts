import { authorize, type Principal } from '@/lib/auth/permissions.ts';
import { contentDisposition } from '@/lib/content-disposition.ts';
import { db } from '@/lib/db/client.ts';
import type { ComplianceReport } from '@/lib/db/generated/client.ts';
import { inTenant } from '@/lib/db/scope.ts';
import { AppError, notFound, validationFailed } from '@/lib/errors.ts';
import { reportProduct } from './columns.ts';
import { slug } from './report/facts.ts';
import { REPORT_HTML_CSP } from './report/html.ts';

export interface ReportDownload {
  body: Uint8Array;
  contentType: string;
  filename: string;
  /** `attachment; filename="…"; filename*=UTF-8''…` */
  contentDisposition: string;
  /** For the HTML edition: what it may load (nothing but its inline style). */
  contentSecurityPolicy?: string;
}

const CONTENT_TYPES = { pdf: 'application/pdf', html: 'text/html; charset=utf-8', openacr: 'application/yaml' } as const;
const EXTENSIONS = { pdf: 'pdf', html: 'html', openacr: 'yaml' } as const;

/** A version as it may stand in a file name: `4.2`, `2026-r1` (letters, digits, dots, hyphens). */
const versionPart = (version: string | undefined) =>
  (version ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 30);

/** From product, version and date: `vpat-acme-portal-4.2-2026-03-10.pdf`, `compliance-report-…html`, `vpat-…-openacr.yaml`. */
function reportFilename(row: Pick<ComplianceReport, 'type' | 'product' | 'readyAt' | 'createdAt'>, format: keyof typeof CONTENT_TYPES): string {
  const { name, version } = reportProduct(row);
  const date = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
  const kind = row.type === 'vpat' ? 'vpat' : 'compliance-report';
  const parts = [kind, slug(name ?? 'report'), versionPart(version), date].filter(Boolean);
  return `${parts.join('-')}${format === 'openacr' ? '-openacr' : ''}.${EXTENSIONS[format]}`;
}

export async function downloadReport(ctx: Principal, id: string, format: 'pdf' | 'html' | 'openacr'): Promise<ReportDownload> {
  authorize(ctx, 'compliance:read');
  const row = await db.complianceReport.findFirst({
    where: { ...inTenant(ctx), id },
    select: {
      type: true,
      status: true,
      product: true,
      readyAt: true,
      createdAt: true,
      pdf: format === 'pdf',
      html: format === 'html',
      openacr: format === 'openacr',
    },
  });
  if (!row) throw notFound('Compliance report');
  if (format === 'openacr' && row.type !== 'vpat') {
    throw validationFailed([{ path: 'format', message: 'OpenACR is only available for a VPAT.' }]);
  }
  if (row.status !== 'ready') {
    throw new AppError('report_not_ready', `The report is ${row.status}${row.status === 'failed' ? '' : '; try again when it is ready'}.`);
  }
  const body = format === 'pdf' ? row.pdf : new TextEncoder().encode((format === 'html' ? row.html : row.openacr) ?? '');
  if (!body) throw new Error(`report ${id} is ready without its ${format}`);
  const filename = reportFilename(row, format);
  return {
    body: new Uint8Array(body),
    contentType: CONTENT_TYPES[format],
    filename,
    contentDisposition: contentDisposition(filename),
    ...(format === 'html' ? { contentSecurityPolicy: REPORT_HTML_CSP } : {}),
  };
}

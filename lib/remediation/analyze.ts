import { config } from '@/lib/config.ts';
import { AppError } from '@/lib/errors.ts';
import { axeEngine } from '@/lib/scanner/engines/axe/engine.ts';
import { withPage } from '@/lib/scanner/render/browser.ts';
import { formatSeconds, ScanFailedError } from '@/lib/scanner/render/errors.ts';
import { limitText, MAX_TEXT } from '@/lib/scanner/merge/findings.ts';
import { fingerprint } from '@/lib/scanner/merge/fingerprint.ts';
import { reportsOf } from '@/lib/scanner/merge/merge.ts';
import { documentTitle } from '@/lib/scanner/render/in-page/functions.generated.ts';
import { worldsOf } from '@/lib/scanner/render/isolated-world.ts';
import { scanPage } from '@/lib/scanner/render/scan-page.ts';
import type { EngineFinding, WcagStandard } from '@/lib/scanner/engines/types.ts';
import { isFullDocument } from './document.ts';
import { HTML_LIMIT } from './schemas.ts';
import type { AnalyzedFinding } from './types.ts';

/**
 * Remediation's findings come from the scanner's own browser and engine: submitted HTML is put into a
 * fresh context's page with setContent and no network at all (data: URLs only; its scripts run as a
 * browser would run them, and reach nothing), a URL is loaded exactly as a scan loads it.
 */

export interface AnalyzeOptions {
  /** axe's best-practice rules too (heading-order, empty-heading, tabindex are best practices in axe 4). Default false. */
  includeBestPractices?: boolean;
}

export interface HtmlAnalysis {
  findings: AnalyzedFinding[];
  /** Every violation was kept (none past the page's cap of MAX_PAGE_FINDINGS). */
  complete: boolean;
  title: string;
  /** The input was a fragment (no doctype, no html/head/body tag): the document-level rules were not reported. */
  fragment: boolean;
}

export interface UrlAnalysis {
  findings: AnalyzedFinding[];
  /** Every violation was kept (none past the page's cap of MAX_PAGE_FINDINGS). */
  complete: boolean;
  /** The document as analysed (after its scripts ran), at most HTML_LIMIT characters. */
  html: string;
  /** `html` was cut at HTML_LIMIT: it is not the whole document (and fixes to it would not be either). */
  htmlTruncated: boolean;
  finalUrl: string;
  title: string;
}

/**
 * Rules about the document around a fragment (its language and title), which the page that embeds the
 * fragment decides: a fragment is put into an implied document that has neither.
 */
const DOCUMENT_RULES = new Set([
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'document-title',
  'landmark-one-main',
  'page-has-heading-one',
  'region',
  'bypass',
]);

const pageTimeoutMs = () => config().SCAN_PAGE_TIMEOUT_MS;

export function toAnalyzedFinding(finding: EngineFinding): AnalyzedFinding {
  const { contrast, ...issue } = finding;
  return { ...issue, fingerprint: fingerprint(finding), engines: reportsOf(finding), ...(contrast ? { contrast } : {}) };
}

/** Analyses submitted HTML (a whole document or a fragment) in the scanner's browser, without any network. */
export async function analyzeHtml(html: string, standard: WcagStandard, options: AnalyzeOptions = {}): Promise<HtmlAnalysis> {
  const timeoutMs = pageTimeoutMs();
  const fragment = !isFullDocument(html);
  try {
    return await withPage(
      async (page, session) => {
        await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
        const { findings, dropped } = await axeEngine.analyze(page, { standard, includeBestPractices: options.includeBestPractices ?? false }, session);
        // Its scripts may navigate (to a data: URL; nothing else loads): that is another document than the one submitted.
        if (page.url().replace(/#.*$/s, '') !== 'about:blank') {
          throw new ScanFailedError('navigation', 'The HTML navigated away from itself while it was being analysed.');
        }
        const worlds = worldsOf(page);
        const title: unknown = await worlds.call(await worlds.mainFrameId(), documentTitle, [MAX_TEXT + 1]);
        return {
          findings: findings.filter((f) => !(fragment && DOCUMENT_RULES.has(f.ruleId))).map((f) => toAnalyzedFinding({ ...f, pageUrl: '' })),
          complete: dropped === 0,
          title: typeof title === 'string' ? limitText(title) : '',
          fragment,
        };
      },
      {
        timeoutMs,
        offline: true,
        timeoutMessage: () => `The HTML could not be loaded and analysed within ${formatSeconds(timeoutMs)}.`,
      },
    );
  } catch (error) {
    throw remediationError(error, 'html');
  }
}

/** Analyses a live page as a scan would (SSRF guard, egress proxy, the scan's page timeout), with its document's HTML. */
export async function analyzeUrl(url: string, standard: WcagStandard, options: AnalyzeOptions = {}): Promise<UrlAnalysis> {
  try {
    const scan = await scanPage(url, {
      standard,
      includeBestPractices: options.includeBestPractices ?? false,
      timeoutMs: pageTimeoutMs(),
      htmlLimit: HTML_LIMIT,
    });
    return {
      findings: scan.findings.map(toAnalyzedFinding),
      complete: scan.dropped === 0,
      html: scan.html ?? '',
      htmlTruncated: scan.htmlTruncated ?? false,
      finalUrl: scan.finalUrl,
      title: scan.title,
    };
  } catch (error) {
    throw remediationError(error, 'url');
  }
}

/**
 * A page that cannot be loaded or analysed is a problem of the input (400 `validation_failed`, with the
 * scan's public reason at `path`); a browser that is missing or crashed is ours (503 `unavailable`).
 * AppErrors (`unsafe_url`, 422) pass as they are.
 */
export function remediationError(error: unknown, path: 'html' | 'url'): unknown {
  if (!(error instanceof ScanFailedError)) return error;
  if (error.reason === 'no_browser' || error.reason === 'browser_crash') {
    return new AppError('unavailable', 'The analysis browser is not available right now; retry shortly.', {
      headers: { 'Retry-After': '5' },
      internal: error.message,
      cause: error,
    });
  }
  const what = path === 'url' ? 'The page could not be analysed.' : 'The HTML could not be analysed.';
  return new AppError('validation_failed', what, { details: [{ path, message: error.message }], cause: error });
}

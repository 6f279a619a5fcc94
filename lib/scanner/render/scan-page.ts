import { errors, type Page, type Response } from 'playwright-core';
import { inTurns } from '@/lib/compute/next-turn.ts';
import { assertSafeUrl } from '@/lib/net/ssrf.ts';
import { axeEngine } from '../engines/axe/engine.ts';
import { withPage, type BlockedRequest, type WithPageOptions } from './browser.ts';
import { formatSeconds, ScanFailedError } from './errors.ts';
import { limitText, MAX_PAGE_FINDINGS, MAX_TEXT } from '../merge/findings.ts';
import { documentSerialize, documentTitleAndLinks } from './in-page/functions.generated.ts';
import { worldsOf } from './isolated-world.ts';
import { trackNetwork } from './network-quiet.ts';
import { mergeEngineSteps, mergeFindings } from '../merge/merge.ts';
import type { EngineFinding, EngineResult, PageScan, ScanEngine, WcagStandard } from '../engines/types.ts';

export interface ScanPageOptions {
  standard: WcagStandard;
  includeBestPractices: boolean;
  viewport?: { width: number; height: number };
  /** For the whole scan: load and analysis. */
  timeoutMs?: number;
  engines?: ScanEngine[];
  onRequestBlocked?: (request: BlockedRequest) => void;
  /** Refuse more requests than the SSRF policy does (the ACT benchmark keeps to its local server). */
  allowRequest?: (url: URL) => boolean;
  /** Also return the document as analysed, serialised (doctype and root element), cut at this many characters (remediation). */
  htmlLimit?: number;
  /** Findings the page keeps at most (the gravest; the rest counted as dropped): MAX_PAGE_FINDINGS when not given. */
  maxFindings?: number;
  /** Frames analysed at most beside the top one (the rest left untested): the engine's own cap when not given (axe-core's MAX_FRAMES, 50). */
  maxFrames?: number;
  /** How long each engine beside axe may take on the page, its frames included (ENGINE_RUN_MS when not given); one past it is recorded as failed. */
  engineTimeoutMs?: number;
  /** Headers and cookies for one origin (pages behind a login; see WithPageOptions). */
  login?: WithPageOptions['login'];
  /** Keep the findings of the added engines' rules that are off by default (the ACT benchmark measures them). */
  allRules?: boolean;
}

/** What scanPage returns: the page's scan, and with `htmlLimit` its serialised document. */
export interface PageScanWithHtml extends PageScan {
  /** The document as analysed (scripts' changes included), at most `htmlLimit` characters; only with `htmlLimit`. */
  html?: string;
  /** Whether `html` was cut at `htmlLimit` (it is then not the whole document). */
  htmlTruncated?: boolean;
}

/** After `load`, wait while requests are in flight until none has been for QUIET_MS, at most QUIET_CAP_MS. */
const QUIET_MS = 100;
const QUIET_CAP_MS = 2_000;
const MAX_LINKS = 200;

// Chromium's net errors a user can act on; anything else is reported by its code.
const NET_ERRORS: Record<string, string> = {
  ERR_NAME_NOT_RESOLVED: 'the host name does not resolve',
  ERR_CONNECTION_REFUSED: 'the server refused the connection',
  ERR_CONNECTION_RESET: 'the connection was reset',
  ERR_CONNECTION_TIMED_OUT: 'the connection timed out',
  ERR_TUNNEL_CONNECTION_FAILED: 'the server could not be reached',
  ERR_EMPTY_RESPONSE: 'the server sent an empty response',
  ERR_TOO_MANY_REDIRECTS: 'it redirects too many times',
  ERR_ABORTED: 'the URL is not a page (perhaps a download)',
  ERR_SSL_PROTOCOL_ERROR: 'the TLS handshake failed',
};

function navigationFailure(error: unknown): ScanFailedError {
  const code = /net::(ERR_[A-Z_]+)/.exec(String(error))?.[1];
  const why = code ? (NET_ERRORS[code] ?? (code.startsWith('ERR_CERT_') ? 'its TLS certificate is not valid' : code)) : 'the browser reported an error';
  return new ScanFailedError('navigation', `The page could not be loaded: ${why}.`, { cause: error });
}

/**
 * The page's title, its same-origin http(s) links (absolute, without fragments, deduplicated, at most
 * MAX_LINKS) and its canonical URL when the page names one on its own origin.
 */
async function titleAndLinks(page: Page, base: URL): Promise<{ title: string; links: string[]; canonical: string | null }> {
  const worlds = worldsOf(page);
  // In the main frame's isolated world, where page scripts cannot stand in for the DOM's own methods; the
  // answer is checked all the same.
  const answer: { title?: unknown; hrefs?: unknown; canonical?: unknown } = await worlds.call(await worlds.mainFrameId(), documentTitleAndLinks, [
    5_000,
    MAX_TEXT + 1,
  ]);
  const title = typeof answer?.title === 'string' ? limitText(answer.title) : '';
  const hrefs = Array.isArray(answer?.hrefs) ? answer.hrefs.slice(0, 5_000) : [];
  const links = new Set<string>();
  for (const href of hrefs) {
    if (typeof href !== 'string') continue;
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      // expected: a link that is not a URL is not followed
      continue;
    }
    if (url.origin !== base.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue;
    url.hash = '';
    links.add(url.href);
    if (links.size >= MAX_LINKS) break;
  }
  let canonical: string | null = null;
  if (typeof answer?.canonical === 'string' && URL.canParse(answer.canonical)) {
    const url = new URL(answer.canonical);
    url.hash = '';
    if (url.origin === base.origin) canonical = url.href;
  }
  return { title, links: [...links], canonical };
}

async function serializedDocument(page: Page, limit: number): Promise<{ html: string; htmlTruncated: boolean }> {
  const worlds = worldsOf(page);
  const html: unknown = await worlds.call(await worlds.mainFrameId(), documentSerialize, [limit]);
  const text = typeof html === 'string' ? html : '';
  return text.length > limit ? { html: text.slice(0, limit), htmlTruncated: true } : { html: text, htmlTruncated: false };
}

const withoutHash = (url: string) => url.replace(/#.*$/s, '');

/** A page that navigates itself (meta refresh, script) destroys the context the analysis runs in. */
function isNavigationRace(error: unknown): boolean {
  return /Execution context was destroyed|navigat|Frame was detached/i.test(String(error));
}

/** axe alone's findings (ordered gravest first) as the merge answers: the first `max`, and how many past them. */
function capped(findings: EngineFinding[], max: number): { issues: EngineFinding[]; needsReview: undefined; beyondCap: number } {
  return { issues: findings.slice(0, max), needsReview: undefined, beyondCap: Math.max(0, findings.length - max) };
}

interface EngineFailure {
  name: string;
  error: string;
  cause: unknown;
}

/**
 * Loads one page in a fresh browser context and runs the engines on it. Throws AppError `unsafe_url` for
 * targets the SSRF policy refuses (also after redirects), ScanFailedError when the page cannot be scanned.
 */
export async function scanPage(url: string, options: ScanPageOptions): Promise<PageScanWithHtml> {
  const { standard, includeBestPractices, timeoutMs = 30_000, engines = [axeEngine], maxFindings = MAX_PAGE_FINDINGS, maxFrames, engineTimeoutMs } = options;
  const axeOnly = engines.length === 1 && engines[0] === axeEngine;
  const target = await assertSafeUrl(url);
  // The budget is the page's: it starts once the browser is ready, not while it launches.
  let deadline = Date.now() + timeoutMs;
  let phase: 'load' | 'analyze' = 'load';
  const timeoutMessage = () =>
    phase === 'load'
      ? `The page did not finish loading within ${formatSeconds(timeoutMs)}.`
      : `The accessibility analysis did not finish within ${formatSeconds(timeoutMs)}.`;

  return withPage(
    async (page, session) => {
      deadline = Date.now() + timeoutMs;
      const loadStarted = Date.now();
      let lastNavigation = target.url.href;
      const network = await trackNetwork(page, session);
      page.on('request', (request) => {
        try {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) lastNavigation = request.url();
        } catch {
          // expected: worker requests have no frame
        }
      });
      let response: Response | null;
      try {
        response = await page.goto(target.url.href, { waitUntil: 'load', timeout: Math.max(1, deadline - Date.now()) });
      } catch (error) {
        await assertSafeUrl(lastNavigation); // a redirect into a private range is reported as such
        if (error instanceof errors.TimeoutError) throw new ScanFailedError('timeout', timeoutMessage(), { cause: error });
        throw navigationFailure(error);
      }
      if (response) await assertSafeUrl(response.url());
      const status = response?.status() ?? 200;
      if (status >= 400) {
        throw new ScanFailedError('http_error', `The page answered with HTTP status ${status}.`, { status });
      }
      // Late scripts often fetch what the analysis should see; not waiting long for chatty pages. The
      // engines load their scripts meanwhile (analyze() redoes it where that failed or was undone).
      const preparing = Promise.all(engines.map((engine) => engine.prepare?.(page, session, { maxFrames }))).catch(
        () => /* expected: analyze() loads the scripts again where this failed */ undefined,
      );
      await network.quiet(QUIET_MS, Math.min(QUIET_CAP_MS, Math.max(0, deadline - Date.now() - 1)));
      network.stop();
      await preparing;
      const loadMs = Date.now() - loadStarted;

      phase = 'analyze';
      const analyzeStarted = Date.now();
      const collect = async () => {
        const current = page.url();
        const finalUrl = /^https?:/.test(current) ? current : (response?.url() ?? target.url.href);
        await assertSafeUrl(finalUrl);
        const findings: EngineFinding[][] = [];
        const failed: EngineFailure[] = [];
        const untestedFrames: string[] = [];
        let dropped = 0;
        for (const engine of engines) {
          let found: EngineResult;
          try {
            found = await engine.analyze(
              page,
              { standard, includeBestPractices, maxFindings, maxFrames, engineTimeoutMs, allRules: options.allRules },
              session,
            );
          } catch (error) {
            // axe alone fails the page as it always did; of several engines, one that fails is recorded.
            if (axeOnly || isNavigationRace(error)) throw error;
            failed.push({
              name: engine.name,
              error: limitText(error instanceof ScanFailedError ? error.message : `${engine.name} could not be run.`, 500),
              cause: error,
            });
            continue;
          }
          findings.push(found.findings);
          dropped += found.dropped;
          untestedFrames.push(...(found.untestedFrames ?? []));
        }
        if (failed.length > 0 && failed.length === engines.length) throw failed[0]!.cause;
        // An engine that met a navigation analysed the new document: the URL read above is not its own.
        if (withoutHash(page.url()) !== withoutHash(current)) throw new Error('Execution context was destroyed: the page navigated during the analysis');
        // Several engines: one issue per element and criterion (merge.ts); axe alone as scans always were.
        // Several engines may together go past the page's cap: the gravest are kept (the merge orders them so).
        // The merge goes in steps with a turn of the event loop before each (the first after the last engine's
        // answer was read and checked): the service answers others between them.
        const {
          issues: merged,
          needsReview,
          beyondCap,
        } = axeOnly ? capped(mergeFindings(findings), maxFindings) : await inTurns(mergeEngineSteps(findings, maxFindings));
        const { title, links, canonical } = await titleAndLinks(page, new URL(finalUrl));
        const document = options.htmlLimit === undefined ? {} : await serializedDocument(page, options.htmlLimit);
        return {
          finalUrl: limitText(finalUrl),
          title,
          links,
          canonical,
          ...document,
          findings: merged,
          dropped: dropped + beyondCap,
          ...(needsReview ? { needsReview } : {}),
          ...(failed.length ? { failedEngines: failed.map(({ name, error }) => ({ name, error })) } : {}),
          ...(untestedFrames.length ? { untestedFrames } : {}),
        };
      };
      let result: Awaited<ReturnType<typeof collect>>;
      try {
        result = await collect();
      } catch (error) {
        if (!isNavigationRace(error)) throw error;
        await page.waitForLoadState('load', { timeout: Math.max(1, deadline - Date.now()) });
        result = await collect().catch((again: unknown) => {
          if (!isNavigationRace(again)) throw again;
          throw new ScanFailedError('navigation', 'The page kept navigating away while it was being analysed.', { cause: again });
        });
      }
      return {
        url: target.url.href,
        ...result,
        engines: engines.map(({ name, version }) => ({ name, version })),
        timings: { loadMs, analyzeMs: Date.now() - analyzeStarted },
      };
    },
    {
      timeoutMs,
      viewport: options.viewport,
      timeoutMessage,
      onRequestBlocked: options.onRequestBlocked,
      allowRequest: options.allowRequest,
      login: options.login,
    },
  );
}

import type { Page } from 'playwright-core';
import type { WcagStandard } from '@/lib/wcag/standards.ts';

export type { WcagStandard };

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

/** One element failing one rule, as an engine reports it (before storage adds ids and fingerprints). */
export interface EngineFinding {
  engine: string;
  ruleId: string;
  impact: Impact;
  /** Success criteria, e.g. ['1.4.3']; empty for best-practice rules. */
  wcag: string[];
  level: 'A' | 'AA' | 'AAA' | null;
  description: string;
  help: string;
  helpUrl: string;
  pageUrl: string;
  selector: string;
  /** The element's outer HTML, at most 1 KiB, truncated on a UTF-8 boundary. */
  html: string;
  failureSummary: string;
  bestPractice: boolean;
  /** axe's own measurement, for color-contrast and color-contrast-enhanced findings whose colours it determined. */
  contrast?: ContrastCheckData;
  /** The engine could not decide and asks a person to check (IBM potential/manual, HTMLCS warning): never a violation. */
  review?: boolean;
  /** ACT rules the engine's rule implements, where its metadata names them. */
  act?: string[];
}

/** axe's data of a colour-contrast check (its `any[0].data`), as the engine measured it. */
export interface ContrastCheckData {
  /** #rrggbb as axe reports. */
  fgColor: string;
  bgColor: string;
  /** Truncated to two decimals by axe. */
  contrastRatio: number;
  /** e.g. "4.5:1" or 4.5. */
  expectedContrastRatio: string | number;
  /** e.g. "12.0pt (16px)". */
  fontSize: string | null;
  /** "normal" or "bold". */
  fontWeight: string | null;
  /** #rrggbb: where a text shadow took part, the shadow's colour (the foreground alone may then not be the problem). */
  shadowColor?: string;
}

/** What an engine found on a page: at most MAX_PAGE_FINDINGS findings (or the `maxFindings` asked for), and how many more it left out. */
export interface EngineResult {
  findings: EngineFinding[];
  /** Findings not kept: past the page's cap, or malformed (an answer of the wrong shape). */
  dropped: number;
  /** Child frames the engine ran in and failed on (threw, timed out): left untested, said so (`<engine> left the frame … untested: …`). */
  untestedFrames?: string[];
}

export interface PageScan {
  url: string;
  finalUrl: string;
  /** At most MAX_TEXT characters, as every stored string. */
  title: string;
  /** At most MAX_PAGE_FINDINGS. */
  findings: EngineFinding[];
  /** Findings left out of `findings` (see EngineResult). */
  dropped: number;
  engines: { name: string; version: string }[];
  /** Of several engines, those that failed on the page (the others' findings are kept); absent when none did. */
  failedEngines?: { name: string; error: string }[];
  /** Child frames an engine other than axe failed on (EngineResult); absent when none. */
  untestedFrames?: string[];
  /**
   * Of several engines, what they asked a person to check (merged; never a violation, not in `findings`);
   * absent on an axe-only scan, which keeps axe's "incomplete" out as it always did.
   */
  needsReview?: EngineFinding[];
  timings: { loadMs: number; analyzeMs: number };
  /** Same-origin hrefs found on the page (absolute, no fragment), for crawling. */
  links: string[];
  /** The page's canonical URL (`<link rel="canonical">`) when it is on the page's own origin, else null. */
  canonical: string | null;
}

export interface AnalyzeOptions {
  standard: WcagStandard;
  includeBestPractices: boolean;
  /** Findings to keep at most (the rest counted as dropped); MAX_PAGE_FINDINGS when not given. */
  maxFindings?: number;
  /** Frames to analyse at most beside the top one (the rest left untested); the engine's own cap (axe: MAX_FRAMES, 50) when not given. */
  maxFrames?: number;
  /** How long an engine beside axe may take, its frames included, before it is recorded as failed (ENGINE_RUN_MS, script-engine.ts, when not given). */
  engineTimeoutMs?: number;
  /** Also the added engines' rules that are off by default (off-by-default.ts): for the ACT benchmark, which measures them. */
  allRules?: boolean;
}

/** What prepare() is told of the analysis to come: the frames it will look at (AnalyzeOptions). */
export type PrepareOptions = Pick<AnalyzeOptions, 'maxFrames'>;

/** A script an engine runs in the page's frames. */
export interface PageScript {
  /** A file name, unique and versioned: e.g. axe-core-4.11.1.js. */
  name: string;
  source(): string;
}

/** What the scan offers its engines beside the page. */
export interface EngineContext {
  /**
   * A URL from which the page's frames (their isolated worlds) can fetch the script, so that it does not
   * cross the DevTools protocol; null where there is none (a remote browser), and the script is then evaluated.
   */
  scriptUrl(script: PageScript): string | null;
}

/**
 * An accessibility checker run inside a loaded page; results of several engines are merged. What runs in
 * the page must run in the scan's isolated worlds (isolated-world.ts), never the page's own, and what comes
 * back is the page's to forge: check it, and keep within MAX_PAGE_FINDINGS and MAX_TEXT (findings.ts).
 */
export interface ScanEngine {
  name: string;
  version: string;
  /**
   * Optional work that does not depend on the page settling (loading the engine's script), started
   * while the scan waits for network quiet. Must leave the document as it was; analyze() must still
   * work (and redo what is missing) if it failed or the page navigated meanwhile.
   */
  prepare?(page: Page, context: EngineContext, options?: PrepareOptions): Promise<void>;
  analyze(page: Page, options: AnalyzeOptions, context: EngineContext): Promise<EngineResult>;
}

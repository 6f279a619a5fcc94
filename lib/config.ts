import { z } from 'zod';
import { parseTrustedProxies } from './trusted-proxies.ts';

/**
 * The service's configuration: the one reader of `process.env` (README, "Configuration"). Every variable
 * is parsed here, a bad value fails with the variable's name, and what is derived from several of them
 * (the jobs driver, the log level, whether cookies are Secure) is decided here once.
 *
 * `config()` re-parses only when one of the variables below changed since the last call, so tests that
 * set `process.env.X` at runtime see it at once, and a running service pays a few property reads.
 *
 * `process.env` is read elsewhere only where this module cannot serve (test/config-readers.test.ts holds
 * the list and fails on any other read):
 * - instrumentation.ts: `NEXT_RUNTIME`, which Next.js inlines at build time to drop Node-only code;
 * - next.config.ts, prisma.config.ts, playwright.config.ts, scripts/prisma-generate.mjs: tool
 *   configuration read by Next.js, Prisma and Playwright before the app exists;
 * - lib/scanner/render/bundled-chromium.ts: saves and restores `TMPDIR` around @sparticuz/chromium's unpacking;
 * - tests, test fixtures, e2e and bench: they set variables for themselves and their child processes.
 * Writes (`process.env.X = …`, `delete`) and `{ ...process.env }` handed to a child process are not reads.
 */

const boolean = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((v) => v === 'true' || v === '1');

const integer = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be an integer from ${min}${max === Number.MAX_SAFE_INTEGER ? '' : ` to ${max}`}` });
        return z.NEVER;
      }
      return n;
    });

/** The content transforms (lib/content/schemas.ts), named here so this module imports no domain code. */
const TRANSFORM_NAMES = ['simplify', 'alt-text', 'hints', 'rephrase', 'vocabulary', 'summarize', 'translate', 'grammar', 'ocr'] as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set by Vitest in its workers. */
  VITEST: z.string().optional(),

  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: integer(10, 1),
  DATA_DIR: z.string().default('.data'),
  PORT: integer(3000, 1, 65_535),
  PUBLIC_BASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  LOG_FILE: z.string().optional(),

  NEXTAUTH_SECRET: z.string().optional(),
  NEXTAUTH_URL: z.url().optional(),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((raw, ctx) => {
      try {
        parseTrustedProxies(raw);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/^TRUSTED_PROXIES: /, '') });
      }
    }),
  OIDC_ISSUER: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim().replace(/\/+$/, '')),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('single sign-on'),
  /** Seconds an API key lookup may be served from a process cache; revocation takes at most this long. */
  KEY_CACHE_SECONDS: z.coerce.number().min(0).max(5).default(2),

  INNGEST_EVENT_KEY: z.string().optional(),
  INNGEST_SIGNING_KEY: z.string().optional(),
  INNGEST_BASE_URL: z.string().optional(),
  /** `1`, `true` or the dev server's URL; `0` and `false` turn it off (as the Inngest SDK reads it). */
  INNGEST_DEV: z.string().optional(),
  INNGEST_ALLOW_DEV_MODE: boolean,
  JOBS_EMBEDDED: boolean.optional().default(true),
  JOBS_CONCURRENCY: integer(2, 1),
  JOBS_WEBHOOK_CONCURRENCY: integer(4, 1),
  JOBS_SHUTDOWN_GRACE_MS: integer(10_000, 0),

  /** Worker threads for CPU-heavy work on callers' input (lib/compute): 0 (unset) is one per core. */
  COMPUTE_THREADS: integer(0, 0, 64),
  /** Heap of each of those threads, in MiB: a task that needs more is stopped. */
  COMPUTE_MEMORY_MB: integer(1024, 128, 16_384),

  CHROMIUM_PATH: z.string().optional(),
  PLAYWRIGHT_WS_ENDPOINT: z.string().optional(),
  SCAN_PAGE_TIMEOUT_MS: integer(30_000, 1),
  SCAN_TOTAL_TIMEOUT_MS: integer(600_000, 1),
  ALLOW_PRIVATE_NETWORK_TARGETS: boolean,
  /** Unset: the default schedule of inngest/workflows/deliver-webhook.ts. */
  WEBHOOK_RETRY_SCHEDULE_MS: z
    .string()
    .trim()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return undefined;
      const delays = raw.split(',').map((part) => Number(part.trim()));
      if (delays.some((ms) => !Number.isInteger(ms) || ms < 0)) {
        ctx.addIssue({ code: 'custom', message: 'must be comma-separated non-negative integers (milliseconds)' });
        return z.NEVER;
      }
      return delays;
    }),
  OPENAI_API_KEY: z.string().optional(),
  /** Any OpenAI-compatible server (Azure OpenAI, vLLM, Ollama, LM Studio); alone it selects the openai provider too. */
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** The model of every transform unless OPENAI_MODELS names another. */
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4.1-mini'),
  /** Per-transform models: `alt-text=gpt-4.1,simplify=gpt-4.1-mini`. */
  OPENAI_MODELS: z
    .string()
    .trim()
    .optional()
    .transform((raw, ctx) => {
      const models: Partial<Record<string, string>> = {};
      for (const part of (raw ?? '').split(',').filter((p) => p.trim())) {
        const [name, model, ...rest] = part.split('=').map((s) => s.trim());
        if (!name || !model || rest.length || !(TRANSFORM_NAMES as readonly string[]).includes(name)) {
          ctx.addIssue({ code: 'custom', message: `must be comma-separated transform=model pairs, transforms among ${TRANSFORM_NAMES.join(', ')}` });
          return z.NEVER;
        }
        models[name] = model;
      }
      return models;
    }),
  /** Seconds one provider call may take (each attempt). */
  OPENAI_TIMEOUT_SECONDS: integer(30, 1, 600),
  /** Retries after a 429, a 5xx or a connection failure (the SDK backs off between them). */
  OPENAI_MAX_RETRIES: integer(2, 0, 10),
  /**
   * `json_schema`: strict structured outputs; `json_object`: JSON mode with our own validation, for
   * compatible servers without strict schemas; `auto` (default): strict first, JSON mode after a server refuses it.
   */
  OPENAI_RESPONSE_FORMAT: z.enum(['auto', 'json_schema', 'json_object']).default('auto'),
  /** The admin CLI: the first owner's password for `tenant create --owner-email` (instead of a flag anyone can read in `ps`). */
  A11Y_OWNER_PASSWORD: z.string().optional(),
  /** The full W3C ACT corpus, for `npm run fixtures:act` and `npm run bench:act`. */
  ACT_CORPUS_DIR: z.string().optional(),
  /** Tests: a PostgreSQL role that may CREATE DATABASE (read by test/global-setup.ts before any app code). */
  TEST_DATABASE_ADMIN_URL: z.string().optional(),
});

type Variables = z.infer<typeof schema>;

export interface Config extends Variables {
  /** Inngest when any INNGEST_* connection variable is set, else the embedded runner. */
  jobsDriver: 'inngest' | 'embedded';
  /** `openai` when OPENAI_API_KEY or OPENAI_BASE_URL is set, else the offline `local` provider. */
  aiProvider: 'openai' | 'local';
  /**
   * INNGEST_DEV makes the Inngest SDK skip the signature check on /api/inngest, so anyone who can reach
   * the service could run its functions with payloads of their choosing. In production that is refused
   * unless INNGEST_ALLOW_DEV_MODE=true says it is meant (a staging box behind a firewall); the reason, or null.
   */
  inngestDevModeRefusal: string | null;
  logLevel: (typeof LOG_LEVELS)[number];
  /** NEXTAUTH_URL is https: session and single sign-on cookies are Secure (and prefixed). */
  secureCookies: boolean;
}

const NAMES = Object.keys(schema.shape) as (keyof Variables)[];

function derive(v: Variables): Config {
  const inngestDev = !!v.INNGEST_DEV && !['0', 'false'].includes(v.INNGEST_DEV.toLowerCase());
  return {
    ...v,
    aiProvider: v.OPENAI_API_KEY || v.OPENAI_BASE_URL ? 'openai' : 'local',
    jobsDriver: v.INNGEST_EVENT_KEY || v.INNGEST_SIGNING_KEY || v.INNGEST_BASE_URL || v.INNGEST_DEV ? 'inngest' : 'embedded',
    inngestDevModeRefusal:
      inngestDev && v.NODE_ENV === 'production' && !v.INNGEST_ALLOW_DEV_MODE
        ? 'INNGEST_DEV turns off the signature check of /api/inngest and is refused in production; set INNGEST_SIGNING_KEY instead, or INNGEST_ALLOW_DEV_MODE=true if this instance is not reachable from outside.'
        : null,
    logLevel: v.LOG_LEVEL ?? (v.NODE_ENV === 'test' || v.VITEST ? 'silent' : 'info'),
    secureCookies: v.NEXTAUTH_URL?.startsWith('https://') ?? false,
  };
}

/** Parses a set of variables (an empty value counts as unset); throws naming every bad variable. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  const input: Record<string, string> = {};
  for (const name of NAMES) {
    const value = source[name];
    if (value !== undefined && value !== '') input[name] = value;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return derive(parsed.data);
}

let memo: { key: string; config: Config } | undefined;

/** This process's configuration, re-parsed only when one of its variables changed. */
export function config(): Config {
  const key = NAMES.map((name) => process.env[name] ?? '\u0000').join('\u0001');
  if (memo?.key !== key) memo = { key, config: parseConfig(process.env) };
  return memo.config;
}

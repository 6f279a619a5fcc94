import { A11yClient } from '@a11y-platform/client';
import { UsageError } from './errors.js';
import { VERSION } from './version.js';

export interface GlobalOptions {
  key?: string | undefined;
  url?: string | undefined;
  verbose?: boolean | undefined;
}

export interface Config {
  key: string;
  /** The API's base, ending in /api/v1. */
  apiUrl: string;
  verbose: boolean;
}

/** Flags first, then A11Y_PLATFORM_KEY and A11Y_PLATFORM_URL. The URL may be the service's or its API's. */
export function resolveConfig(options: GlobalOptions, env: Readonly<Record<string, string | undefined>>): Config {
  const key = options.key || env.A11Y_PLATFORM_KEY;
  if (!key) throw new UsageError('no API key: set A11Y_PLATFORM_KEY or pass --key.');
  const raw = options.url || env.A11Y_PLATFORM_URL;
  if (!raw) throw new UsageError('no service URL: set A11Y_PLATFORM_URL or pass --url (e.g. https://a11y.example.com).');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // expected: reported as the usage error it is
    throw new UsageError(`the service URL is not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(`the service URL must be http(s): ${raw}`);
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  return { key, apiUrl: base.endsWith('/api/v1') ? base : `${base}/api/v1`, verbose: Boolean(options.verbose) };
}

/** Each request's method, URL, status and trace id on stderr; never its headers, so never the key. */
function loggingFetch(log: (line: string) => void): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = input instanceof Request ? input.url : String(input);
    log(`> ${method} ${url}`);
    const response = await fetch(input, init);
    log(`< ${response.status} ${method} ${url}${response.headers.get('x-trace-id') ? ` (trace id ${response.headers.get('x-trace-id')})` : ''}`);
    return response;
  };
}

export function clientFor(config: Config, log: (line: string) => void): A11yClient {
  return new A11yClient({
    apiKey: config.key,
    baseUrl: config.apiUrl,
    userAgent: `@a11y-platform/cli/${VERSION}`,
    ...(config.verbose ? { fetch: loggingFetch(log) } : {}),
  });
}

/** The tool's page in SARIF and JSON output: the service's API reference. */
export function informationUri(config: Config): string {
  return new URL('/docs/api', config.apiUrl).href;
}

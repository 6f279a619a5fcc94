import { ApiPromise } from './api-promise.js';
import { HttpClient, type PostOptions, type RequestOptions, type RequestSpec, type ResponseMeta } from './http.js';
import { paginate } from './paginate.js';
import { Analytics } from './resources/analytics.js';
import { ApiKeys, Compliance, Content, Features, Members, Presets, Remediation, Scanner, SiteIssues, Sites, Tenants, Webhooks } from './generated/resources.js';
import { health } from './resources/health.js';
import { Profiles } from './resources/profiles.js';
import type { AnalyticsEvent, Health, Page } from './types.js';
import { UsageQueue, type UsageOptions } from './usage.js';

export const VERSION = '0.1.0';
export const DEFAULT_BASE_URL = 'http://localhost:3000/api/v1';

export interface A11yClientOptions {
  /** Secret key (`sk_live_…`, servers only) or publishable key (`pk_live_…`, browsers on an allowed origin). */
  apiKey: string;
  /** Includes `/api/v1`. Default `http://localhost:3000/api/v1`. */
  baseUrl?: string | undefined;
  /** Default: the global fetch. */
  fetch?: typeof fetch | undefined;
  /** Retries of 429/503 answers and of network errors where safe. Default 2. */
  maxRetries?: number | undefined;
  /** Per attempt. Default 30000. */
  timeoutMs?: number | undefined;
  /** Log an `activated` analytics event for features enabled through `profiles.update` and `profiles.applyPreset`. Default false. */
  trackUsage?: boolean | undefined;
  /** Batching of tracked events (also used by `activate()` and `track()`). */
  usage?: UsageOptions | undefined;
  /** User-Agent outside browsers (browsers send their own). Default `@a11y-platform/client/0.1.0`. */
  userAgent?: string | undefined;
  /** Headers sent with every request, e.g. `{ 'X-User-Signature': … }` for a signed end user in a browser. */
  headers?: Record<string, string> | undefined;
}

export interface ActivateInput {
  featureCode: string;
  /** The profile's userId (sent as `externalUserId`). */
  userId: string;
  value?: string | number | null | undefined;
  /** Default: `usage.sessionId`. */
  sessionId?: string | undefined;
}

/**
 * Client of the accessibility platform API.
 *
 *     const a11y = new A11yClient({ apiKey: process.env.A11Y_API_KEY!, baseUrl: 'https://a11y.example.com/api/v1' });
 *     const profile = await a11y.profiles.get('user-42');
 */
export class A11yClient {
  readonly profiles: Profiles;
  readonly features: Features;
  readonly presets: Presets;
  readonly analytics: Analytics;
  readonly content: Content;
  readonly scanner: Scanner;
  readonly siteIssues: SiteIssues;
  readonly remediation: Remediation;
  readonly compliance: Compliance;
  readonly sites: Sites;
  readonly tenants: Tenants;
  readonly members: Members;
  readonly apiKeys: ApiKeys;
  readonly webhooks: Webhooks;

  readonly #http: HttpClient;
  readonly #usage: UsageQueue;
  readonly #sessionId: string | undefined;
  #lastResponse: ResponseMeta | undefined;

  constructor(options: A11yClientOptions) {
    if (typeof options?.apiKey !== 'string' || options.apiKey === '') {
      throw new TypeError('A11yClient: `apiKey` is required.');
    }
    const customFetch = options.fetch;
    if (!customFetch && typeof globalThis.fetch !== 'function') {
      throw new TypeError('A11yClient: no global fetch (Node 20+ or a browser); pass `fetch`.');
    }
    const userAgent = isServerRuntime() ? (options.userAgent ?? `@a11y-platform/client/${VERSION}`) : undefined;
    this.#http = new HttpClient({
      apiKey: options.apiKey,
      baseUrl: (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ''),
      // Called through a wrapper: a browser's fetch throws "Illegal invocation" when called as a method.
      fetch: customFetch ? (input, init) => customFetch(input, init) : (input, init) => globalThis.fetch(input, init),
      maxRetries: Math.max(0, Math.floor(options.maxRetries ?? 2)),
      timeoutMs: options.timeoutMs ?? 30_000,
      headers: { ...(options.headers ?? {}), ...(userAgent ? { 'User-Agent': userAgent } : {}) },
      onResponse: (meta) => {
        this.#lastResponse = meta;
      },
    });
    this.#sessionId = options.usage?.sessionId;
    this.#usage = new UsageQueue(
      (events, keepalive) => this.#http.request({ method: 'POST', path: '/analytics/log', body: { events }, keepalive }, keepalive ? { maxRetries: 0 } : {}),
      options.usage,
    );

    const http = this.#http;
    this.profiles = new Profiles(
      http,
      options.trackUsage
        ? (userId, activated) => {
            for (const { featureCode, value } of activated) this.activate({ featureCode, userId, value });
          }
        : undefined,
    );
    this.features = new Features(http);
    this.presets = new Presets(http);
    this.analytics = new Analytics(http);
    this.content = new Content(http);
    this.scanner = new Scanner(http);
    this.siteIssues = new SiteIssues(http);
    this.remediation = new Remediation(http);
    this.compliance = new Compliance(http);
    this.sites = new Sites(http);
    this.tenants = new Tenants(http);
    this.members = new Members(http);
    this.apiKeys = new ApiKeys(http);
    this.webhooks = new Webhooks(http);
  }

  /** Metadata (status, trace id, rate limit, quota) of the last HTTP answer; use `.withResponse()` under concurrency. */
  get lastResponse(): ResponseMeta | undefined {
    return this.#lastResponse;
  }

  /** Tracked events not sent yet. */
  get pendingEvents(): number {
    return this.#usage.size;
  }

  /** Service health; needs no key. Resolves also when degraded (HTTP 503). */
  health(options?: RequestOptions): ApiPromise<Health> {
    return health(this.#http, options);
  }

  /**
   * Records that a user activated a feature. Queued and sent in batches (no request per call),
   * whatever `trackUsage` says; never throws.
   */
  activate(input: ActivateInput): void {
    const { featureCode, userId, value, sessionId } = input;
    this.track({
      featureCode,
      externalUserId: userId,
      action: 'activated',
      ...(value !== undefined && value !== null ? { value: String(value) } : {}),
      ...(sessionId !== undefined ? { sessionId } : {}),
    });
  }

  /** Queues any analytics event (e.g. `deactivated`, `adjusted`) for the next batch; `occurredAt` defaults to now. */
  track(event: AnalyticsEvent): void {
    const sessionId = event.sessionId ?? this.#sessionId;
    this.#usage.add({
      ...event,
      occurredAt: event.occurredAt ?? new Date().toISOString(),
      ...(sessionId !== undefined ? { sessionId } : {}),
    });
  }

  /** Sends the queued events now. Never rejects (failures go to `usage.onError`). */
  flush(): Promise<void> {
    return this.#usage.flush();
  }

  /** Flushes and removes the flush timer and page/process listeners. */
  close(): Promise<void> {
    return this.#usage.close();
  }

  /** Iterates every item of a list: `client.paginate((cursor) => client.members.list({ cursor }))`. */
  paginate<T>(fetchPage: (cursor?: string) => PromiseLike<Page<T>>): AsyncGenerator<T, void, undefined> {
    return paginate(fetchPage);
  }

  /** A raw request with the client's key, retries and error mapping. Build `path` with `apiPath`. */
  request<T>(spec: RequestSpec, options?: PostOptions): ApiPromise<T> {
    return new ApiPromise(this.#http.request<T>(spec, options));
  }
}

/** Node (or a runtime like it) and not a page: the only place a User-Agent may be set without CORS trouble. */
function isServerRuntime(): boolean {
  const proc = (globalThis as { process?: { versions?: { node?: string } } }).process;
  return Boolean(proc?.versions?.node) && typeof (globalThis as { document?: unknown }).document === 'undefined';
}

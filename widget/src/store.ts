// Over 300 lines: one state machine (the server's copy, the local copy, unsaved changes, saves and their refusals) that reads best whole.
import { A11yClient } from '../../sdk/src/client.ts';
import { isA11yApiError } from '../../sdk/src/errors.ts';
import type { Feature, Preset, Profile } from '../../sdk/src/types.ts';
import type { Active } from './features/values.ts';
import { ANY, activeOf, anonymousId, type Change, type Setting, sameActive, settingsOf, state, storage } from './profile-state.ts';

/**
 * The person's profile in the browser: the server's copy (through the client library), the browser's
 * last copy (applied before the first request returns), and changes not saved yet (kept across reloads
 * and retried when the connection is back).
 */

/**
 * `waiting`: refused for too many changes at once, saved again in `retryIn` seconds; `local`: the server did not
 * take the change and will not be asked again this page view (month's quota spent, origin not allowed, retries
 * spent): kept on this device.
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'waiting' | 'local' | 'error';

export interface StoreOptions {
  apiKey: string;
  apiBase: string;
  userId: string | null;
  userSignature: string | null;
}

interface LocalCopy {
  v: 2;
  /** Names `server` exactly (its ETag), or null when `server` came from elsewhere (a save's answer). */
  etag: string | null;
  /** The server's active features as last known. */
  server: [string, string | null][];
  pending: [string, Change][];
}

/** A burst of changes is saved once: this long after the last change, at most MAX_WAIT_MS after the first. */
const QUIET_MS = 1_500;
const MAX_WAIT_MS = 10_000;
/** Network failures: tries of a save before it is kept on this device until the connection is back. */
const MAX_TRIES = 5;
/** A 429 whose Retry-After is not readable. */
const DEFAULT_RETRY_AFTER_S = 10;

export class ProfileStore {
  readonly userId: string;
  readonly anonymous: boolean;
  readonly client: A11yClient;
  /** Every setting the profile holds (also disabled ones, for their values): the server's with the changes not saved yet. */
  settings = new Map<string, Setting>();
  locked = false;
  activePresetCode: string | null = null;
  exists = false;
  status: SaveStatus = 'idle';
  lastError = '';
  /** Seconds until the next try, while `waiting`. */
  retryIn = 0;
  /** The service refused this page's origin (the key's allowed origins do not list it). */
  originRefused = false;
  features: Feature[] = [];
  presets: Preset[] = [];
  /** Each content transform's state for this tenant (GET /widget/config): `available`, `off` or `needs_ai_model`; asked once. */
  #transformStates: Promise<ReadonlyMap<string, string>> | null = null;
  /** The same, once the panel's details are loaded. */
  transforms: ReadonlyMap<string, string> = new Map();

  readonly #key: string;
  readonly #listeners = new Set<() => void>();
  /** The server's settings as last heard (active features, and the values of disabled ones once the panel loaded them). */
  #server = new Map<string, Setting>();
  #pending = new Map<string, Change>();
  /** Names the server's active features in `#server` exactly, else null: a 304 is trusted only then. */
  #etag: string | null = null;
  #heard = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #firstChangeAt = 0;
  #lastChangeAt = 0;
  #saving = false;
  #tries = 0;
  #rateRetried = false;
  /** No save is tried again this page view (quota spent, origin refused). */
  #blocked = false;

  constructor(options: StoreOptions) {
    this.anonymous = !options.userId;
    this.userId = options.userId || anonymousId(options.apiKey);
    this.#key = `a11yw:profile:${options.apiKey.slice(0, 32)}:${this.userId}`;
    this.client = new A11yClient({
      apiKey: options.apiKey,
      baseUrl: options.apiBase,
      trackUsage: true,
      // The path alone: a query string may carry what the visitor typed or who they are. Sent once, when the page is hidden.
      usage: { pagePath: () => location.pathname, flushAt: Number.POSITIVE_INFINITY, flushIntervalMs: Number.POSITIVE_INFINITY },
      maxRetries: 1,
      timeoutMs: 15_000,
      ...(options.userSignature ? { headers: { 'X-User-Signature': options.userSignature } } : {}),
    });
    addEventListener('online', () => {
      if (this.#blocked || this.#pending.size === 0) return;
      this.#tries = 0;
      this.#flushSoon(0);
    });
  }

  /** The enabled features and their values: what the page shows. */
  active(): Active {
    return activeOf(this.settings);
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The browser's last copy (and unsaved changes), synchronously: applied before the first request. */
  restore(): boolean {
    const raw = storage()?.getItem(this.#key);
    if (!raw) return false;
    try {
      const copy = JSON.parse(raw) as LocalCopy;
      if (copy.v !== 2 || !Array.isArray(copy.server) || !Array.isArray(copy.pending)) return false;
      this.#server = new Map(copy.server.map(([code, value]) => [code, { isEnabled: true, value }]));
      this.#etag = typeof copy.etag === 'string' ? copy.etag : null;
      this.#pending = new Map(copy.pending);
      this.#compose();
      this.exists = true;
      return true;
    } catch {
      // expected: a copy that is not ours or not JSON (edited, or an older shape): nothing restored
      return false;
    }
  }

  /** Reconciles with the server's active features (If-None-Match with the ETag of the server's state last heard). */
  async sync(): Promise<void> {
    let result: Awaited<ReturnType<A11yClient['profiles']['activeFeatures']>>;
    try {
      result = await this.client.profiles.activeFeatures(this.userId, this.#etag ? { etag: this.#etag } : {});
    } catch (error) {
      this.#refusedOrigin(error);
      throw error;
    }
    if (!result.notModified) {
      this.exists = result.exists;
      this.activePresetCode = result.activePresetCode;
      const server = new Map<string, Setting>(result.features.map((f) => [f.featureCode, { isEnabled: true, value: f.value }]));
      // Values of disabled settings the panel loaded stay known.
      for (const [code, s] of this.#server) if (!server.has(code)) server.set(code, { isEnabled: false, value: s.value });
      this.#hear(server);
      this.#etag = result.etag;
    } else {
      this.#hear(this.#server);
    }
    this.#persist();
    this.#emit();
    if (this.#pending.size > 0) this.#flushSoon(0);
  }

  /** The whole profile (disabled settings' values, the lock), the catalogue and presets: for the panel, once a page view. */
  async loadDetails(): Promise<void> {
    try {
      const [profile, features, presets, transforms] = await Promise.all([
        this.client.profiles.get(this.userId),
        this.features.length > 0 ? Promise.resolve(null) : this.client.features.list({ limit: 100 }),
        this.presets.length > 0 ? Promise.resolve(null) : this.client.presets.list({ limit: 100 }),
        this.transformStates(),
      ]);
      this.transforms = transforms;
      if (features) this.features = features.data;
      if (presets) this.presets = presets.data;
      this.#take(profile);
    } catch (error) {
      this.#refusedOrigin(error);
      throw error;
    }
  }

  /** Unknown (the request failed): every transform counts as off. */
  transformStates(): Promise<ReadonlyMap<string, string>> {
    this.#transformStates ??= this.client
      .request<{ content: { transforms: { name: string; state: string }[] } }>({ method: 'GET', path: '/widget/config' })
      .then((config) => new Map(config.content.transforms.map((t) => [t.name, t.state])))
      .catch(() => /* expected: no config: no transforms offered */ new Map());
    return this.#transformStates;
  }

  /** A person's change: applied now, saved with the rest of the burst (`setBy: "user"`). */
  set(code: string, setting: Setting): void {
    if (this.locked) return;
    this.#pending.set(code, { setting, over: this.#heard ? state(activeOf(this.#server), code) : ANY });
    this.settings.set(code, setting);
    this.#persist();
    this.#emit();
    const now = Date.now();
    if (this.#firstChangeAt === 0) this.#firstChangeAt = now;
    this.#lastChangeAt = now;
    this.#schedule();
  }

  /** Turns every feature off. */
  resetAll(): void {
    if (this.locked) return;
    for (const [code, s] of this.settings) if (s.isEnabled) this.set(code, { isEnabled: false, value: s.value });
  }

  async applyPreset(code: string): Promise<void> {
    if (this.locked) return;
    await this.#flush();
    const profile = await this.client.profiles.applyPreset(this.userId, { presetCode: code, clearExisting: true });
    this.#take(profile);
  }

  #take(profile: Profile): void {
    this.exists = profile.exists;
    this.locked = !profile.selfServiceEnabled;
    this.activePresetCode = profile.activePresetCode;
    if (this.locked) this.#pending.clear();
    this.#hear(settingsOf(profile));
    this.#persist();
    this.#emit();
  }

  /**
   * The server's state, as just heard. A change not saved yet survives only when it was made after the state of its
   * feature the server now has (its feature is as it was when the change was made): else the server changed it since,
   * and the server wins.
   */
  #hear(server: Map<string, Setting>, saved: ReadonlyMap<string, Change> = new Map()): void {
    const active = activeOf(server);
    if (this.#etag !== null && !sameActive(active, activeOf(this.#server))) this.#etag = null;
    for (const [code, change] of this.#pending) {
      const now = state(active, code);
      const ours = saved.has(code);
      if (saved.get(code) === change) this.#pending.delete(code);
      else if (change.over === ANY || ours) change.over = now;
      else if (change.over !== now) this.#pending.delete(code);
    }
    this.#server = server;
    this.#heard = true;
    this.#compose();
  }

  #compose(): void {
    const settings = new Map(this.#server);
    for (const [code, change] of this.#pending) settings.set(code, change.setting);
    this.settings = settings;
  }

  /** Saves QUIET_MS after the burst's last change, at most MAX_WAIT_MS after its first. */
  #schedule(): void {
    if (this.#saving || this.#blocked || this.status === 'waiting') return;
    const due = Math.min(this.#lastChangeAt + QUIET_MS, this.#firstChangeAt + MAX_WAIT_MS);
    this.#flushSoon(Math.max(0, due - Date.now()));
  }

  #flushSoon(delay: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#flush(), delay);
  }

  async #flush(): Promise<void> {
    clearTimeout(this.#timer);
    if (this.#saving || this.#pending.size === 0) return;
    if (this.#blocked) return this.#setStatus('local');
    this.#saving = true;
    this.#firstChangeAt = 0;
    const batch = new Map(this.#pending);
    this.#setStatus('saving');
    let again = -1;
    try {
      const features = [...batch].map(([featureCode, c]) => ({ featureCode, isEnabled: c.setting.isEnabled, value: c.setting.value }));
      // Retries are the store's own: one request per try, and what the person is told matches what happens.
      const profile = await this.client.profiles.update(this.userId, { features, setBy: 'user' }, { maxRetries: 0 });
      this.exists = true;
      this.#tries = 0;
      this.#rateRetried = false;
      this.#hear(settingsOf(profile), batch);
      this.status = 'saved';
    } catch (error) {
      again = this.#refused(error, batch);
    } finally {
      this.#saving = false;
      this.#persist();
      this.#emit();
    }
    if (this.#pending.size === 0 || this.#blocked) return;
    // Changes made while this save was in flight: saved as the burst they are part of.
    if (this.status === 'saved') this.#schedule();
    else if (again >= 0) this.#flushSoon(again);
  }

  /** What a failed save means: the status, and when to try again (-1: not this page view, until a change or the connection). */
  #refused(error: unknown, batch: ReadonlyMap<string, Change>): number {
    if (isA11yApiError(error) && error.status === 429) {
      if (error.code === 'quota_exceeded') {
        this.#blocked = true;
        this.status = 'local';
        return -1;
      }
      if (this.#rateRetried) {
        this.#rateRetried = false;
        this.status = 'local';
        return -1;
      }
      this.#rateRetried = true;
      this.retryIn = error.retryAfter ?? DEFAULT_RETRY_AFTER_S;
      this.status = 'waiting';
      return this.retryIn * 1000;
    }
    if (this.#refusedOrigin(error)) {
      this.#blocked = true;
      this.status = 'local';
      return -1;
    }
    if (isA11yApiError(error) && error.status < 500 && error.status !== 408) {
      // Refused (a lock, a value the catalogue does not allow): the server's copy wins, nothing is retried.
      for (const [code, change] of batch) if (this.#pending.get(code) === change) this.#pending.delete(code);
      this.lastError = error.message;
      this.status = 'error';
      this.#compose();
      this.loadDetails().catch(() => /* expected: a best-effort refresh; the status already shows the error */ {});
      return -1;
    }
    // No answer (offline, or a refusal the browser hides) or a server error: a few tries, then kept until the connection is back.
    this.#tries += 1;
    if (this.#tries >= MAX_TRIES) {
      this.status = 'local';
      return -1;
    }
    this.status = 'offline';
    return 2_000 * 2 ** (this.#tries - 1);
  }

  /** A 403 `origin_not_allowed`: said once in the console, for the site's owner. */
  #refusedOrigin(error: unknown): boolean {
    if (!isA11yApiError(error) || error.status !== 403 || error.code !== 'origin_not_allowed') return false;
    if (!this.originRefused) {
      console.error(
        `[a11y widget] This page's origin, ${location.origin}, is not allowed to use this key: the site owner must add ${location.origin} to the allowed origins in the portal's Widget settings.`,
      );
    }
    this.originRefused = true;
    return true;
  }

  #setStatus(status: SaveStatus): void {
    this.status = status;
    this.#emit();
  }

  #persist(): void {
    const copy: LocalCopy = {
      v: 2,
      etag: this.#etag,
      server: [...activeOf(this.#server)],
      pending: [...this.#pending],
    };
    try {
      storage()?.setItem(this.#key, JSON.stringify(copy));
    } catch {
      // expected: storage full or blocked: kept for this page view
    }
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}

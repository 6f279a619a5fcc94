import { A11yClient } from '../../sdk/src/client.ts';
import { isA11yApiError } from '../../sdk/src/errors.ts';
import type { Feature, Preset, Profile } from '../../sdk/src/types.ts';
import type { Active } from './features/values.ts';

/**
 * The person's profile in the browser: the server's copy (through the client library), the browser's
 * last copy (applied before the first request returns), and changes not saved yet (kept across reloads
 * and retried when the connection is back).
 */

export interface Setting {
  isEnabled: boolean;
  value: string | null;
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

export interface StoreOptions {
  apiKey: string;
  apiBase: string;
  userId: string | null;
  userSignature: string | null;
}

interface LocalCopy {
  etag: string | null;
  active: [string, string | null][];
  pending: [string, Setting][];
}

const SAVE_DELAY_MS = 600;
const MAX_RETRY_MS = 60_000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // expected: storage blocked (privacy settings, sandboxed frame)
    return null;
  }
}

/** The anonymous id this browser keeps when the page names no user. */
function anonymousId(key: string): string {
  const name = `a11yw:anon:${key.slice(0, 32)}`;
  const store = storage();
  const kept = store?.getItem(name);
  if (kept) return kept;
  const id = `anon-${crypto.randomUUID()}`;
  try {
    store?.setItem(name, id);
  } catch {
    // expected: storage full or blocked: the id lasts this page view
  }
  return id;
}

export class ProfileStore {
  readonly userId: string;
  readonly anonymous: boolean;
  readonly client: A11yClient;
  /** Every setting the profile holds (also disabled ones, for their values). */
  settings = new Map<string, Setting>();
  locked = false;
  activePresetCode: string | null = null;
  exists = false;
  status: SaveStatus = 'idle';
  lastError = '';
  features: Feature[] = [];
  presets: Preset[] = [];
  /** Each content transform's state for this tenant (GET /widget/config): `available`, `off` or `needs_ai_model`; asked once. */
  #transformStates: Promise<ReadonlyMap<string, string>> | null = null;
  /** The same, once the panel's details are loaded. */
  transforms: ReadonlyMap<string, string> = new Map();

  readonly #key: string;
  readonly #listeners = new Set<() => void>();
  #pending = new Map<string, Setting>();
  #etag: string | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #retryMs = 2_000;
  #saving = false;

  constructor(options: StoreOptions) {
    this.anonymous = !options.userId;
    this.userId = options.userId || anonymousId(options.apiKey);
    this.#key = `a11yw:profile:${options.apiKey.slice(0, 32)}:${this.userId}`;
    this.client = new A11yClient({
      apiKey: options.apiKey,
      baseUrl: options.apiBase,
      trackUsage: true,
      // The path alone: a query string may carry what the visitor typed or who they are.
      usage: { pagePath: () => location.pathname },
      maxRetries: 1,
      timeoutMs: 15_000,
      ...(options.userSignature ? { headers: { 'X-User-Signature': options.userSignature } } : {}),
    });
    addEventListener('online', () => this.#flushSoon(0));
  }

  /** The enabled features and their values: what the page shows. */
  active(): Active {
    const active = new Map<string, string | null>();
    for (const [code, s] of this.settings) if (s.isEnabled) active.set(code, s.value);
    return active;
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
      this.#etag = copy.etag;
      this.settings = new Map(copy.active.map(([code, value]) => [code, { isEnabled: true, value }]));
      this.#pending = new Map(copy.pending);
      for (const [code, s] of this.#pending) this.settings.set(code, s);
      this.exists = true;
      return true;
    } catch {
      // expected: a copy that is not ours or not JSON (edited, or an older shape): nothing restored
      return false;
    }
  }

  /** Reconciles with the server's active features (If-None-Match with the last ETag). */
  async sync(): Promise<void> {
    const result = await this.client.profiles.activeFeatures(this.userId, this.#etag ? { etag: this.#etag } : {});
    if (!result.notModified) {
      this.#etag = result.etag;
      this.exists = result.exists;
      this.activePresetCode = result.activePresetCode;
      const server = new Map<string, Setting>(result.features.map((f) => [f.featureCode, { isEnabled: true, value: f.value }]));
      for (const [code, s] of this.#pending) server.set(code, s);
      this.settings = server;
      this.#persist();
      this.#emit();
    }
    if (this.#pending.size > 0) this.#flushSoon(0);
  }

  /** The whole profile (disabled settings' values, the lock), the catalogue and presets: for the panel. */
  async loadDetails(): Promise<void> {
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
  }

  /** Unknown (the request failed): every transform counts as off. */
  transformStates(): Promise<ReadonlyMap<string, string>> {
    this.#transformStates ??= this.client
      .request<{ content: { transforms: { name: string; state: string }[] } }>({ method: 'GET', path: '/widget/config' })
      .then((config) => new Map(config.content.transforms.map((t) => [t.name, t.state])))
      .catch(() => /* expected: no config: no transforms offered */ new Map());
    return this.#transformStates;
  }

  /** A person's change: applied now, saved shortly after (`setBy: "user"`). */
  set(code: string, setting: Setting): void {
    if (this.locked) return;
    this.settings.set(code, setting);
    this.#pending.set(code, setting);
    this.#persist();
    this.#emit();
    this.#flushSoon(SAVE_DELAY_MS);
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
    this.#etag = null;
    this.#take(profile);
  }

  #take(profile: Profile): void {
    this.exists = profile.exists;
    this.locked = !profile.selfServiceEnabled;
    this.activePresetCode = profile.activePresetCode;
    const settings = new Map<string, Setting>(profile.features.map((f) => [f.featureCode, { isEnabled: f.isEnabled, value: f.value }]));
    if (this.locked) this.#pending.clear();
    for (const [code, s] of this.#pending) settings.set(code, s);
    this.settings = settings;
    this.#persist();
    this.#emit();
  }

  #flushSoon(delay: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#flush(), delay);
  }

  async #flush(): Promise<void> {
    clearTimeout(this.#timer);
    if (this.#saving || this.#pending.size === 0) return;
    this.#saving = true;
    const batch = new Map(this.#pending);
    this.#setStatus('saving');
    try {
      const features = [...batch].map(([featureCode, s]) => ({ featureCode, isEnabled: s.isEnabled, value: s.value }));
      await this.client.profiles.update(this.userId, { features, setBy: 'user' });
      // Changes made while this save was in flight stay pending.
      for (const [code, s] of batch) if (this.#pending.get(code) === s) this.#pending.delete(code);
      this.#etag = null;
      this.exists = true;
      this.#retryMs = 2_000;
      this.#setStatus('saved');
    } catch (error) {
      if (isA11yApiError(error) && error.status < 500 && error.status !== 429 && error.status !== 408) {
        // Refused (a lock, a value the catalogue does not allow): the server's copy wins, nothing is retried.
        for (const code of batch.keys()) this.#pending.delete(code);
        this.lastError = error.message;
        this.#setStatus('error');
        this.loadDetails().catch(() => /* expected: a best-effort refresh; the status already shows the error */ {});
      } else {
        this.#setStatus('offline');
        this.#flushSoon(this.#retryMs);
        this.#retryMs = Math.min(MAX_RETRY_MS, this.#retryMs * 2);
      }
    } finally {
      this.#saving = false;
      this.#persist();
      if (this.#pending.size > 0 && this.status === 'saved') this.#flushSoon(0);
    }
  }

  #setStatus(status: SaveStatus): void {
    this.status = status;
    this.#emit();
  }

  #persist(): void {
    const copy: LocalCopy = {
      etag: this.#etag,
      active: [...this.active()],
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

import type { Profile } from '../../sdk/src/types.ts';

/** The profile's settings as the store compares them: a feature's state, the active features, the browser's storage. */

export interface Setting {
  isEnabled: boolean;
  value: string | null;
}

/** A change not saved yet, and the server's state of that feature it was made over (`state()`), or ANY. */
export interface Change {
  setting: Setting;
  over: string;
}

/** A change made before this page view heard from the server: newer than any server state it can hear of. */
export const ANY = '*';
/** A feature's state in an active map: '' when off, else its value. */
export function state(active: ReadonlyMap<string, string | null>, code: string): string {
  return active.has(code) ? JSON.stringify(active.get(code) ?? null) : '';
}

export function activeOf(settings: ReadonlyMap<string, Setting>): Map<string, string | null> {
  const active = new Map<string, string | null>();
  for (const [code, s] of settings) if (s.isEnabled) active.set(code, s.value);
  return active;
}

export function settingsOf(profile: Profile): Map<string, Setting> {
  return new Map(profile.features.map((f) => [f.featureCode, { isEnabled: f.isEnabled, value: f.value }]));
}

export function sameActive(a: ReadonlyMap<string, string | null>, b: ReadonlyMap<string, string | null>): boolean {
  return a.size === b.size && [...a].every(([code]) => state(a, code) === state(b, code));
}

export function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // expected: storage blocked (privacy settings, sandboxed frame)
    return null;
  }
}

/** The anonymous id this browser keeps when the page names no user. */
export function anonymousId(key: string): string {
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

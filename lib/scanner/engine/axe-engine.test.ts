import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { PRELOAD } from './axe-engine.ts';

/** The rules of this axe build, with what the engine's options rely on (not in axe's public types). */
const rules = (axe as unknown as { _audit: { rules: { id: string; preload: boolean; tags: string[] }[] } })._audit.rules;

describe('the axe engine', () => {
  it('preloads only what the rules a scan runs need: media for no-autoplay-audio, no CSSOM', () => {
    // axe's default preload also fetches every stylesheet again for the CSSOM, which only the
    // experimental css-orientation-lock reads; a new rule that preloads must be looked at here.
    expect(PRELOAD.assets).toEqual(['media']);
    const preloading = rules.filter((r) => r.preload).map((r) => ({ id: r.id, experimental: r.tags.includes('experimental') }));
    expect(preloading).toEqual(
      expect.arrayContaining([
        { id: 'css-orientation-lock', experimental: true },
        { id: 'no-autoplay-audio', experimental: false },
      ]),
    );
    expect(preloading).toHaveLength(2);
  });
});

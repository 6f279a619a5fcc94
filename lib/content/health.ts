import { config } from '@/lib/config.ts';

export type AiHealth = 'offline' | 'openai' | 'unavailable';

/** A good answer is trusted for a minute, a failure for 15 s: health checks never call the provider each time. */
const OK_TTL_MS = 60_000;
const FAILED_TTL_MS = 15_000;

let last: { key: string; at: number; value: AiHealth } | undefined;
let probing: { key: string; promise: Promise<AiHealth> } | undefined;

/**
 * `offline`: the built-in provider (nothing to reach); `openai`: the configured OpenAI-compatible server
 * answered its model list; `unavailable`: it did not. Checked for real, at most once a minute.
 */
export async function aiHealth(): Promise<AiHealth> {
  const c = config();
  if (c.aiProvider === 'local') return 'offline';
  const key = `${c.OPENAI_BASE_URL ?? ''}\u0000${c.OPENAI_API_KEY ?? ''}`;
  const at = Date.now();
  if (last?.key === key && at - last.at < (last.value === 'openai' ? OK_TTL_MS : FAILED_TTL_MS)) return last.value;
  if (probing?.key !== key) {
    const promise = import('./providers/openai.ts')
      .then(({ probeOpenai }) => probeOpenai())
      .then(
        (ok): AiHealth => (ok ? 'openai' : 'unavailable'),
        (): AiHealth => 'unavailable',
      )
      .then((value) => {
        last = { key, at: Date.now(), value };
        if (probing?.promise === promise) probing = undefined;
        return value;
      });
    probing = { key, promise };
  }
  return probing.promise;
}

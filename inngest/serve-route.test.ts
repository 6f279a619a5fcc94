import { afterEach, describe, expect, it } from 'vitest';
import { GET, PUT } from '@/app/api/inngest/route.ts';
import { inngestDevModeRefusal } from '@/lib/jobs/send-event.ts';

const VARS = ['INNGEST_DEV', 'INNGEST_SIGNING_KEY', 'INNGEST_EVENT_KEY', 'INNGEST_BASE_URL', 'INNGEST_ALLOW_DEV_MODE', 'NODE_ENV'] as const;
const saved = Object.fromEntries(VARS.map((k) => [k, process.env[k]]));
const env = process.env as Record<string, string | undefined>;

function setEnv(values: Partial<Record<(typeof VARS)[number], string>>) {
  for (const k of VARS) {
    if (k === 'NODE_ENV') continue;
    delete env[k];
  }
  Object.assign(env, values);
}

afterEach(() => {
  for (const k of VARS) {
    if (saved[k] === undefined) delete env[k];
    else env[k] = saved[k];
  }
});

const call = (handler: typeof GET, method = 'GET') => handler(new Request('http://localhost:3000/api/inngest', { method }), { params: Promise.resolve({}) });

describe('/api/inngest', () => {
  it('does not exist on the embedded default: the JSON 404 of any unknown path', async () => {
    setEnv({});
    for (const handler of [GET, PUT]) {
      const res = await call(handler, handler === GET ? 'GET' : 'PUT');
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found', traceId: expect.any(String) });
    }
  });

  it('is served when Inngest is configured with a signing key', async () => {
    setEnv({ INNGEST_SIGNING_KEY: 'signkey-prod-0123456789abcdef0123456789abcdef', INNGEST_EVENT_KEY: 'event-key' });
    const res = await call(GET);
    expect(res.status).not.toBe(404);
    expect(res.status).toBeLessThan(500);
  });

  it('refuses INNGEST_DEV (no signature check) in production unless explicitly allowed', async () => {
    setEnv({ INNGEST_DEV: '1', NODE_ENV: 'production' });
    expect(inngestDevModeRefusal()).toMatch(/INNGEST_DEV.*refused in production/);
    const refused = await call(GET);
    expect(refused.status).toBe(404);

    setEnv({ INNGEST_DEV: '1', NODE_ENV: 'production', INNGEST_ALLOW_DEV_MODE: 'true' });
    expect(inngestDevModeRefusal()).toBeNull();
    setEnv({ INNGEST_DEV: '0', NODE_ENV: 'production', INNGEST_SIGNING_KEY: 'signkey-prod-0123456789abcdef0123456789abcdef' });
    expect(inngestDevModeRefusal()).toBeNull();
    setEnv({ INNGEST_DEV: '1', NODE_ENV: 'development' });
    expect(inngestDevModeRefusal()).toBeNull();
  });
});

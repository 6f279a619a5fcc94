import { afterEach, describe, expect, it } from 'vitest';
import { config, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('gives the documented defaults when nothing is set', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      NODE_ENV: 'development',
      DATABASE_POOL_SIZE: 10,
      DATA_DIR: '.data',
      PORT: 3000,
      KEY_CACHE_SECONDS: 2,
      JOBS_EMBEDDED: true,
      JOBS_CONCURRENCY: 2,
      JOBS_WEBHOOK_CONCURRENCY: 4,
      JOBS_SHUTDOWN_GRACE_MS: 10_000,
      SCAN_PAGE_TIMEOUT_MS: 30_000,
      SCAN_TOTAL_TIMEOUT_MS: 600_000,
      ALLOW_PRIVATE_NETWORK_TARGETS: false,
      OIDC_ISSUER: '',
      OIDC_NAME: 'single sign-on',
      jobsDriver: 'embedded',
      inngestDevModeRefusal: null,
      logLevel: 'info',
      secureCookies: false,
    });
    expect(c.WEBHOOK_RETRY_SCHEDULE_MS).toBeUndefined();
  });

  it('reads the values and counts an empty one as unset', () => {
    const c = parseConfig({
      PORT: '8080',
      JOBS_EMBEDDED: 'false',
      ALLOW_PRIVATE_NETWORK_TARGETS: '1',
      WEBHOOK_RETRY_SCHEDULE_MS: ' 0, 50 ,50',
      OIDC_ISSUER: ' https://login.example.com/realms/acme// ',
      NEXTAUTH_URL: 'https://a11y.example.com',
      CHROMIUM_PATH: '',
      LOG_LEVEL: 'debug',
    });
    expect(c).toMatchObject({
      PORT: 8080,
      JOBS_EMBEDDED: false,
      ALLOW_PRIVATE_NETWORK_TARGETS: true,
      WEBHOOK_RETRY_SCHEDULE_MS: [0, 50, 50],
      OIDC_ISSUER: 'https://login.example.com/realms/acme',
      secureCookies: true,
      logLevel: 'debug',
    });
    expect(c.CHROMIUM_PATH).toBeUndefined();
  });

  it('fails naming every bad variable, without echoing values', () => {
    const bad = {
      PORT: '70000',
      JOBS_CONCURRENCY: '0',
      KEY_CACHE_SECONDS: '9',
      ALLOW_PRIVATE_NETWORK_TARGETS: 'yes',
      WEBHOOK_RETRY_SCHEDULE_MS: '0,-5',
      PUBLIC_BASE_URL: 'not a url',
      LOG_LEVEL: 'loud',
      TRUSTED_PROXIES: '10.0.0.0/33',
      NEXTAUTH_SECRET: 'secret-value-that-must-not-leak',
    };
    const message = (() => {
      try {
        parseConfig(bad);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^Invalid configuration: /);
    for (const name of [
      'PORT',
      'JOBS_CONCURRENCY',
      'KEY_CACHE_SECONDS',
      'ALLOW_PRIVATE_NETWORK_TARGETS',
      'WEBHOOK_RETRY_SCHEDULE_MS',
      'PUBLIC_BASE_URL',
      'LOG_LEVEL',
      'TRUSTED_PROXIES',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).toContain('must be an integer from 1 to 65535');
    expect(message).toContain('must be true or false');
    expect(message).toContain('bad prefix length');
    expect(message).not.toContain('secret-value-that-must-not-leak');
    expect(() => parseConfig({ JOBS_SHUTDOWN_GRACE_MS: '1.5' })).toThrow(/JOBS_SHUTDOWN_GRACE_MS must be an integer from 0/);
  });

  it('decides the jobs driver once: any INNGEST_* connection variable means Inngest', () => {
    expect(parseConfig({}).jobsDriver).toBe('embedded');
    for (const name of ['INNGEST_EVENT_KEY', 'INNGEST_SIGNING_KEY', 'INNGEST_BASE_URL', 'INNGEST_DEV']) {
      expect(parseConfig({ [name]: '1' }).jobsDriver).toBe('inngest');
    }
    expect(parseConfig({ INNGEST_ALLOW_DEV_MODE: 'true' }).jobsDriver).toBe('embedded');
  });

  it('refuses INNGEST_DEV in production unless INNGEST_ALLOW_DEV_MODE says it is meant', () => {
    expect(parseConfig({ INNGEST_DEV: '1', NODE_ENV: 'production' }).inngestDevModeRefusal).toMatch(/refused in production/);
    expect(parseConfig({ INNGEST_DEV: 'http://localhost:8288', NODE_ENV: 'production' }).inngestDevModeRefusal).toMatch(/refused/);
    expect(parseConfig({ INNGEST_DEV: '1', NODE_ENV: 'production', INNGEST_ALLOW_DEV_MODE: 'true' }).inngestDevModeRefusal).toBeNull();
    expect(parseConfig({ INNGEST_DEV: 'False', NODE_ENV: 'production' }).inngestDevModeRefusal).toBeNull();
    expect(parseConfig({ INNGEST_DEV: '1', NODE_ENV: 'development' }).inngestDevModeRefusal).toBeNull();
  });

  it('is silent under tests unless LOG_LEVEL says otherwise', () => {
    expect(parseConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(parseConfig({ VITEST: 'true' }).logLevel).toBe('silent');
    expect(parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace' }).logLevel).toBe('trace');
  });
});

describe('config()', () => {
  const saved = process.env.SCAN_PAGE_TIMEOUT_MS;
  afterEach(() => {
    if (saved === undefined) delete process.env.SCAN_PAGE_TIMEOUT_MS;
    else process.env.SCAN_PAGE_TIMEOUT_MS = saved;
  });

  it('follows process.env as tests change it, and parses again only then', () => {
    delete process.env.SCAN_PAGE_TIMEOUT_MS;
    const first = config();
    expect(first.SCAN_PAGE_TIMEOUT_MS).toBe(30_000);
    expect(config()).toBe(first);
    process.env.SCAN_PAGE_TIMEOUT_MS = '4000';
    expect(config().SCAN_PAGE_TIMEOUT_MS).toBe(4000);
    process.env.SCAN_PAGE_TIMEOUT_MS = 'soon';
    expect(() => config()).toThrow(/SCAN_PAGE_TIMEOUT_MS must be an integer/);
  });
});

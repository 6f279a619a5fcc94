import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, apiGet, apiUrl, errorOf, type GetResult } from '../components/portal/live/api.ts';
import { countFailure, countRead, isPermanent, nextPollMs, POLL, type PollState, pollStopped } from '../components/portal/live/backoff.ts';

/** The portal's live islands: the typed fetcher's URLs and errors, and when the next poll comes. */

const fresh = (): PollState => ({ unchanged: 0, failures: 0 });

describe('apiUrl', () => {
  it('fills and encodes the path parameters and keeps the defined query values', () => {
    expect(apiUrl('/scanner/jobs/{jobId}', { path: { jobId: 'scn_a/b?c' } })).toBe('/api/v1/scanner/jobs/scn_a%2Fb%3Fc');
    expect(apiUrl('/compliance/reports', { query: { limit: 25, cursor: undefined, targetId: null } })).toBe('/api/v1/compliance/reports?limit=25');
    expect(apiUrl('/compliance/reports')).toBe('/api/v1/compliance/reports');
  });

  it('refuses a path parameter left out, rather than asking for /{id}', () => {
    expect(() => apiUrl('/compliance/snapshots/{id}', {})).toThrow('no value for {id}');
  });
});

describe('errorOf', () => {
  it('keeps the API’s own message and code', async () => {
    const res = Response.json({ code: 'not_found', message: 'No scan with that id.', traceId: 't' }, { status: 404 });
    const error = await errorOf(res);
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message]).toEqual([404, 'not_found', 'No scan with that id.']);
  });

  it('names the status when the answer is not the API’s error (a proxy’s HTML page)', async () => {
    const error = await errorOf(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect([error.status, error.code, error.message]).toEqual([502, undefined, 'The server answered 502.']);
  });
});

describe('apiGet', () => {
  it('turns a request that never reaches a server into an ApiError of status 0', async () => {
    // Outside a page a same-origin path has no origin: fetch rejects as it does when the network is down.
    const error = await apiGet('/scanner/jobs/{jobId}', { path: { jobId: 'scn_1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).status, (error as ApiError).message]).toEqual([0, 'The server could not be reached.']);
  });

  it('is typed by operation from the generated contract', () => {
    expectTypeOf<GetResult<'/scanner/jobs/{jobId}'>['status']>().toEqualTypeOf<'queued' | 'running' | 'completed' | 'failed' | 'canceled'>();
    expectTypeOf<GetResult<'/compliance/reports'>['data'][number]['status']>().toEqualTypeOf<'queued' | 'generating' | 'ready' | 'failed'>();
    // Never called: the compiler's refusals are the assertions.
    const misuse = () => {
      // @ts-expect-error a path with a parameter needs it
      void apiGet('/compliance/snapshots/{id}', {});
      // @ts-expect-error not an operation of the API
      void apiGet('/scanner/job/{jobId}', { path: { jobId: 'x' } });
      // @ts-expect-error the query of GET /compliance/reports has no `status`
      void apiGet('/compliance/reports', { query: { status: 'ready' } });
    };
    expect(typeof misuse).toBe('function');
  });
});

describe('polling with backoff', () => {
  it('polls at the base rate while the data changes, then slower while it does not, up to a ceiling', () => {
    const state = fresh();
    const delays: number[] = [];
    let previous: unknown = { status: 'queued' };
    countRead(state, undefined, previous);
    delays.push(nextPollMs(state, false) as number);
    // A change resets the count.
    countRead(state, previous, (previous = { status: 'running' }));
    expect(state.unchanged).toBe(0);
    for (let i = 0; i < 12; i++) {
      // An equal but new object is unchanged: the comparison is deep.
      countRead(state, previous, (previous = { status: 'running' }));
      delays.push(nextPollMs(state, false) as number);
    }
    expect(delays.slice(0, POLL.patience + 1)).toEqual(Array(POLL.patience + 1).fill(POLL.baseMs));
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(delays.at(-1)).toBe(POLL.maxIdleMs);
    countRead(state, previous, { status: 'running', progress: { done: 1 } });
    expect(nextPollMs(state, false)).toBe(POLL.baseMs);
  });

  it('stops once the job is finished, but reads again after a failed read (the data may be out of date)', () => {
    const state = fresh();
    expect(nextPollMs(state, true)).toBe(false);
    countFailure(state, new ApiError(500, 'Internal error.'));
    expect(nextPollMs(state, true)).toBe(POLL.baseMs);
  });

  it('waits twice as long after each further failed read, and gives up after a few', () => {
    const state = fresh();
    const delays: (number | false)[] = [];
    for (let i = 0; i < POLL.maxFailures; i++) {
      countFailure(state, new ApiError(503, 'Unavailable.'));
      delays.push(nextPollMs(state, false));
    }
    expect(delays.slice(0, 3)).toEqual([POLL.baseMs, POLL.baseMs * 2, POLL.baseMs * 4]);
    expect(delays.at(-2)).toBeLessThanOrEqual(POLL.maxErrorMs);
    expect(delays.at(-1)).toBe(false);
    expect(pollStopped(state)).toBe(true);
    // A read that succeeds again resumes at the base rate.
    countRead(state, undefined, { status: 'running' });
    expect([nextPollMs(state, false), pollStopped(state)]).toEqual([POLL.baseMs, false]);
  });

  it('gives up at once on an answer that will not change (signed out, forbidden, gone), not on a rate limit or a timeout', () => {
    for (const status of [401, 403, 404]) expect(isPermanent(new ApiError(status, 'x'))).toBe(true);
    for (const status of [0, 408, 429, 500, 503]) expect(isPermanent(new ApiError(status, 'x'))).toBe(false);
    expect(isPermanent(new TypeError('x'))).toBe(false);
    const state = fresh();
    countFailure(state, new ApiError(401, 'Sign in again.'));
    expect(nextPollMs(state, false)).toBe(false);
  });
});

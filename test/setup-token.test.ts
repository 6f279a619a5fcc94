import { describe, expect, it } from 'vitest';
import { testClock } from '@/lib/clock.ts';
import { db } from '@/lib/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { completeFirstRunSetup, setupIsOpen } from '@/lib/tenants/first-run-setup.ts';
import { announceSetupToken, isLoopbackAddress, issueSetupToken, SETUP_TOKEN_TTL_MS, setupTokenIsValid } from '@/lib/users/setup-token.ts';

const input = (n: number, setupToken?: string) => ({
  name: `Owner ${n}`,
  email: `owner${n}@example.com`,
  password: 'a-long-password-123',
  tenantName: `Acme ${n}`,
  ...(setupToken === undefined ? {} : { setupToken }),
});

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('first-run setup from another machine', () => {
  it('tells loopback addresses from the rest', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) expect(isLoopbackAddress(a)).toBe(true);
    for (const a of [
      '10.0.0.1',
      '192.168.1.2',
      '203.0.113.9',
      '::ffff:10.0.0.1',
      'fe80::1',
      '::',
      '',
      null,
      undefined,
      'localhost',
      '127.0.0.1.evil.example',
    ]) {
      expect(isLoopbackAddress(a)).toBe(false);
    }
  });

  it('needs the token printed at start-up; a wrong, missing or expired token is refused and creates nothing', async () => {
    expect(await setupIsOpen()).toBe(true);
    const printed: string[] = [];
    await announceSetupToken((line) => printed.push(line));
    const token = /(setup_[0-9A-Za-z]+)/.exec(printed.join('\n'))?.[1];
    expect(token).toBeDefined();

    const from = { clientAddress: '203.0.113.7' };
    for (const bad of [undefined, '', 'setup_wrong', `${token}x`, token!.toUpperCase()]) {
      const error = await refusal(completeFirstRunSetup(input(1, bad), from));
      expect(error).toMatchObject({ code: 'forbidden', status: 403 });
      expect(error.details?.[0]?.path).toBe('setupToken');
    }
    expect(await db.user.count()).toBe(0);

    // An expired token no longer opens setup.
    const old = await issueSetupToken();
    testClock.advance(SETUP_TOKEN_TTL_MS + 1000);
    expect(await setupTokenIsValid(old.token)).toBe(false);
    testClock.reset();

    const done = await completeFirstRunSetup(input(2, token), from);
    expect(done.userId).toMatch(/^usr_/);
    // Completing setup spends every token: none is left to reuse should setup open again.
    expect(await db.setupToken.count()).toBe(0);
    expect(await setupTokenIsValid(token)).toBe(false);
    // And nothing is printed once there is an owner.
    const after: string[] = [];
    await announceSetupToken((line) => after.push(line));
    expect(after).toEqual([]);
  });

  it('from the server itself (loopback) no token is asked for', async () => {
    await db.member.deleteMany({});
    await db.user.deleteMany({});
    expect(await setupIsOpen()).toBe(true);
    await expect(completeFirstRunSetup(input(3), { clientAddress: '::ffff:127.0.0.1' })).resolves.toMatchObject({ userId: expect.any(String) });
  });
});

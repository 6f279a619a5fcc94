import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { decryptSigningSecret, encryptSigningSecret, generateUserSigningSecret, signUserId, verifyUserSignature } from './user-signature.ts';

const saved = process.env.NEXTAUTH_SECRET;
afterEach(() => {
  if (saved === undefined) delete process.env.NEXTAUTH_SECRET;
  else process.env.NEXTAUTH_SECRET = saved;
});

describe('user signatures', () => {
  it('is the lowercase hex HMAC-SHA256 of the UTF-8 userId keyed with the whole secret string', () => {
    const secret = generateUserSigningSecret();
    expect(secret).toMatch(/^uss_[0-9A-Za-z]{43}$/);
    const userId = 'élève 👩‍🎓';
    const expected = createHmac('sha256', Buffer.from(secret, 'utf8')).update(Buffer.from(userId, 'utf8')).digest('hex');
    expect(signUserId(secret, userId)).toBe(expected);
    expect(verifyUserSignature([secret], userId, expected)).toBe(true);
    expect(verifyUserSignature([secret], userId, expected.toUpperCase())).toBe(true);
    expect(verifyUserSignature(['uss_other', secret], userId, expected)).toBe(true);
    expect(verifyUserSignature([], userId, expected)).toBe(false);
    expect(verifyUserSignature([secret], 'someone else', expected)).toBe(false);
    expect(verifyUserSignature([secret], userId, `${expected}00`)).toBe(false);
    expect(verifyUserSignature([secret], userId, expected.replace(/.$/, 'z'))).toBe(false);
  });

  it('stores the secret encrypted under NEXTAUTH_SECRET: another NEXTAUTH_SECRET or a tampered value cannot read it', () => {
    process.env.NEXTAUTH_SECRET = 'first-session-secret-0123456789abcdef';
    const secret = generateUserSigningSecret();
    const stored = encryptSigningSecret(secret);
    expect(stored).not.toContain(secret.slice(4));
    expect(encryptSigningSecret(secret)).not.toBe(stored);
    expect(decryptSigningSecret(stored)).toBe(secret);
    const parts = stored.split('.');
    const flipped = parts[2]!.startsWith('A') ? `B${parts[2]!.slice(1)}` : `A${parts[2]!.slice(1)}`;
    expect(decryptSigningSecret([parts[0], parts[1], flipped, parts[3]].join('.'))).toBeNull();
    expect(decryptSigningSecret('plain')).toBeNull();
    process.env.NEXTAUTH_SECRET = 'second-session-secret-0123456789abcdef';
    expect(decryptSigningSecret(stored)).toBeNull();
    delete process.env.NEXTAUTH_SECRET;
    expect(decryptSigningSecret(stored)).toBeNull();
    expect(() => encryptSigningSecret(secret)).toThrow(/NEXTAUTH_SECRET/);
  });
});

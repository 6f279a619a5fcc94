import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { emitWebhookEvent } from '@/lib/webhooks/emit.ts';
import { sendEvent } from './send-event.ts';
import { afterCommit, transaction } from './transaction.ts';

describe('transaction()', () => {
  it('runs the after-commit work once the transaction has committed, in order', async () => {
    const seen: string[] = [];
    const result = await transaction(async (tx) => {
      afterCommit(tx, () => void seen.push('first'));
      afterCommit(tx, () => void seen.push('second'));
      seen.push('body');
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual(['body', 'first', 'second']);
  });

  it('drops the after-commit work when the transaction rolls back', async () => {
    const seen: string[] = [];
    await expect(
      transaction(async (tx) => {
        afterCommit(tx, () => void seen.push('hook'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(seen).toEqual([]);
  });

  it('is the only transaction that background work can join (a compile error otherwise)', () => {
    // Never run: the checks are tsc's (npm run typecheck). A plain db.$transaction has no commit hook,
    // so an event sent in it would reach Inngest before the commit.
    const wrong = () => [
      // @ts-expect-error sendEvent wants the tx of transaction(), not of db.$transaction
      db.$transaction((tx) => sendEvent('scan/requested', { scanId: 'scn_x', tenantId: 'ten_x' }, { tx })),
      // @ts-expect-error so does everything that sends events in the caller's transaction
      db.$transaction((tx) => emitWebhookEvent('ten_x', 'scan.completed', {}, { tx })),
      // @ts-expect-error and afterCommit
      db.$transaction(async (tx) => afterCommit(tx, () => {})),
    ];
    const right = () => [
      transaction((tx) => sendEvent('scan/requested', { scanId: 'scn_x', tenantId: 'ten_x' }, { tx })),
      transaction((tx) => emitWebhookEvent('ten_x', 'scan.completed', {}, { tx })),
    ];
    expect([wrong, right].every((f) => typeof f === 'function')).toBe(true);
  });
});

/** Rows one cleanup statement deletes at most: a short statement, so it never holds many row locks or holds them long. */
export const CLEANUP_BATCH = 1000;

/**
 * Runs `deleteBatch(limit)` (one DELETE of at most `limit` rows, returning how many it deleted) until a batch
 * comes back short or `maxBatches` have run, so one run of a cleanup does bounded work and the next run
 * goes on where it stopped. Returns the rows deleted.
 */
export async function deleteInBatches(deleteBatch: (limit: number) => Promise<number>, { batch = CLEANUP_BATCH, maxBatches = 20 } = {}): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = await deleteBatch(batch);
    deleted += n;
    if (n < batch) break;
  }
  return deleted;
}

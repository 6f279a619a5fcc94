import type { Page } from './types.js';

/**
 * Iterates every item of a list, page by page, following `nextCursor`:
 *
 *     for await (const job of paginate((cursor) => client.scanner.listJobs({ status: 'completed', cursor })))
 */
export async function* paginate<T>(fetchPage: (cursor?: string) => PromiseLike<Page<T>>): AsyncGenerator<T, void, undefined> {
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    yield* page.data;
    // A server answering the same cursor again would loop forever.
    cursor = page.nextCursor && page.nextCursor !== cursor ? page.nextCursor : undefined;
  } while (cursor !== undefined);
}

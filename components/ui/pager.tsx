import Link from 'next/link';

/** Keyset paging for server-rendered lists: "first page" and "next page" links carrying the cursor. */
export function Pager({
  basePath,
  cursor,
  nextCursor,
  params = {},
  cursorParam = 'cursor',
  label = 'Pages',
}: {
  basePath: string;
  cursor?: string;
  nextCursor: string | null;
  params?: Record<string, string | undefined>;
  /** The query parameter of the cursor: two lists on one page each need their own. */
  cursorParam?: string;
  /** The navigation's name: two lists on one page each need their own. */
  label?: string;
}) {
  if (!cursor && !nextCursor) return null;
  const href = (c?: string) => {
    const search = new URLSearchParams(Object.entries({ ...params, [cursorParam]: c }).filter((e): e is [string, string] => Boolean(e[1])));
    const query = search.toString();
    return query ? `${basePath}?${query}` : basePath;
  };
  return (
    <nav aria-label={label} className="mt-4 flex gap-4">
      {cursor ? <Link href={href()}>First page</Link> : null}
      {nextCursor ? <Link href={href(nextCursor)}>Next page</Link> : null}
    </nav>
  );
}

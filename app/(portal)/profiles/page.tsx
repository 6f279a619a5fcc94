import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Badge, Cell, EmptyState, formatDate, Table } from '@/components/ui/table.tsx';
import { loadCatalogue } from '@/lib/catalog/catalogue.ts';
import { AppError } from '@/lib/errors.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { listProfiles } from '@/lib/profiles/list-profiles.ts';
import { listProfilesQuery } from '@/lib/profiles/schemas.ts';
import { FindProfileForm } from './_components/find-profile-form.tsx';
import { profileHref, userIdProblem } from './profile-href.ts';

export const metadata: Metadata = { title: 'Profiles' };

type Search = { find?: string | string[]; q?: string | string[]; cursor?: string | string[] };

const PAGE_SIZE = 25;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function ProfilesPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await requirePortalContext();
  const search = await searchParams;

  // The find form without script: a valid id opens its profile, anything else is explained at the field.
  const find = first(search.find);
  const findError = find === undefined ? undefined : (userIdProblem(find) ?? undefined);
  if (find !== undefined && !findError) redirect(profileHref(find));

  const parsedQ = listProfilesQuery.shape.q.safeParse(first(search.q) || undefined);
  const q = parsedQ.success ? parsedQ.data || undefined : undefined;
  const searchError = parsedQ.success ? undefined : parsedQ.error.issues[0]?.message;
  let cursor = first(search.cursor);
  const list = async () => listProfiles(ctx.principal, listProfilesQuery.parse({ q, cursor, limit: PAGE_SIZE }));
  // A hand-edited or stale cursor falls back to the first page rather than an error page.
  const profiles = await list().catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === 'validation_failed')) throw error;
    cursor = undefined;
    return list();
  });
  const { presetsByCode } = await loadCatalogue();

  return (
    <>
      <PageHeader
        title="Profiles"
        description="End users’ accessibility profiles: the tools each one has switched on, set by themselves, a preset, your server or an admin here."
      />
      <Section title="Find a user">
        <FindProfileForm initialValue={find ?? ''} initialError={findError} />
      </Section>
      <Section title="Recent profiles">
        <form method="get" action="/profiles" aria-label="Search profiles" className="mb-4 flex max-w-xl flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <TextField
              id="profile-search"
              label="User id contains"
              name="q"
              defaultValue={first(search.q) ?? ''}
              error={searchError}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
            />
          </div>
          <Button type="submit" variant="secondary" className="mb-4">
            Search
          </Button>
        </form>
        {q ? (
          <p className="mb-4 text-sm">
            Showing profiles whose user id contains “<bdi className="font-semibold break-all">{q}</bdi>” (any case).{' '}
            <Link href="/profiles">Show all profiles</Link>
          </p>
        ) : null}
        {profiles.data.length === 0 ? (
          <EmptyState>
            {q
              ? 'No profile’s user id contains this text.'
              : 'No profiles yet. A profile appears here once your site, your server or an admin saves a setting for an end user.'}
          </EmptyState>
        ) : (
          <Table
            caption={q ? 'Profiles matching the search, most recently changed first' : 'Profiles, most recently changed first'}
            columns={['User id', 'Active preset', 'Tools on', 'Self-service', 'Last changed']}
          >
            {profiles.data.map((p) => (
              <tr key={p.userId}>
                <Cell className="max-w-md">
                  <Link href={profileHref(p.userId)} className="font-medium break-all">
                    <bdi>{p.userId}</bdi>
                  </Link>
                  {p.configuredBy ? (
                    <span className="block break-all text-slate-700">
                      Configured by <bdi>{p.configuredBy}</bdi>
                    </span>
                  ) : null}
                </Cell>
                <Cell>{p.activePresetCode ? (presetsByCode.get(p.activePresetCode)?.name ?? p.activePresetCode) : '—'}</Cell>
                <Cell>
                  {p.enabledFeatures} of {p.totalFeatures} set
                </Cell>
                <Cell>{p.selfServiceEnabled ? <Badge tone="green">open</Badge> : <Badge tone="amber">locked</Badge>}</Cell>
                <Cell>{formatDate(p.updatedAt)}</Cell>
              </tr>
            ))}
          </Table>
        )}
        <Pager basePath="/profiles" cursor={cursor} nextCursor={profiles.nextCursor} params={{ q }} />
      </Section>
    </>
  );
}

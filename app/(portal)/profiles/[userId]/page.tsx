import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { EVENT_ACTION_LABELS, valueText } from '@/components/profiles/labels.ts';
import { Notice } from '@/components/ui/notice.tsx';
import { Section } from '@/components/ui/page-header.tsx';
import { Badge, Cell, EmptyState, formatDate, Table } from '@/components/ui/table.tsx';
import { listUserEvents, USER_EVENTS_LIMIT } from '@/lib/analytics/list-user-events.ts';
import { loadCatalogue } from '@/lib/catalog/catalogue.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { getProfileDetail } from '@/lib/profiles/get-profile-detail.ts';
import { userIdOfRoute, userIdProblem } from '../profile-href.ts';
import { DeleteProfileButton } from './_components/delete-profile-button.tsx';
import { PresetForm } from './_components/preset-form.tsx';
import { SelfServiceToggle } from './_components/self-service-toggle.tsx';
import { SettingsEditor } from './_components/settings-editor.tsx';

type Props = { params: Promise<{ userId: string }>; searchParams: Promise<{ id?: string | string[] }> };

/** The user id the address names (see profile-href.ts), or the 404 page for one that cannot be a user id. */
async function routeUserId({ params, searchParams }: Props): Promise<string> {
  const userId = userIdOfRoute((await params).userId, (await searchParams).id);
  if (userId === undefined || userIdProblem(userId)) notFound();
  return userId;
}

/** The profile as stored now (absent is not an error: it reads as the defaults, as the API answers). */
const loadProfile = cache(async (userId: string) => {
  const ctx = await requirePortalContext();
  return { ctx, profile: await getProfileDetail(ctx.principal, userId) };
});

const shortened = (text: string, max = 40) => {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const userId = await routeUserId(props);
  await loadProfile(userId);
  return { title: `Profile of ${shortened(userId)}` };
}

export default async function ProfilePage(props: Props) {
  const userId = await routeUserId(props);
  const { ctx, profile } = await loadProfile(userId);
  const readEvents = ctx.can('analytics:read');
  const [catalogue, events] = await Promise.all([loadCatalogue(), readEvents ? listUserEvents(ctx.principal, userId) : Promise.resolve([])]);
  const manage = ctx.can('profiles:write');
  const preset = profile.activePresetCode ? catalogue.presetsByCode.get(profile.activePresetCode) : undefined;
  const featureName = (code: string) => catalogue.featuresByCode.get(code)?.name ?? code;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/profiles">All profiles</Link>
      </p>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold wrap-anywhere text-slate-900">
            Profile of <bdi className="font-mono">{profile.userId}</bdi>
          </h1>
          <p className="mt-1 max-w-3xl text-slate-700">
            {profile.exists
              ? `Stored since ${formatDate(profile.createdAt)}; last changed ${formatDate(profile.updatedAt)}.`
              : 'No profile is stored for this user id: the end user gets the defaults.'}
          </p>
        </div>
        {manage && profile.exists ? (
          <div className="flex flex-wrap gap-2">
            <DeleteProfileButton userId={profile.userId} settings={profile.features.length} />
          </div>
        ) : null}
      </div>
      {!profile.exists && manage ? (
        <Notice tone="info" title="Nothing stored yet">
          Changing a setting, applying a preset or locking self-service below creates the profile.
        </Notice>
      ) : null}
      {!manage ? (
        <Notice tone="info" title="Read only">
          Your role ({ctx.principal.role}) can read profiles but not change them; ask an admin for the developer role.
        </Notice>
      ) : null}

      <Section title="Summary">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">User id</dt>
          <dd className="font-mono break-all">
            <bdi>{profile.userId}</bdi>
          </dd>
          <dt className="font-semibold">Active preset</dt>
          <dd>{preset ? preset.name : (profile.activePresetCode ?? 'None')}</dd>
          <dt className="font-semibold">Tools on</dt>
          <dd>
            {profile.features.filter((f) => f.isEnabled).length} of {profile.features.length} set
          </dd>
          <dt className="font-semibold">Self-service</dt>
          <dd>{profile.selfServiceEnabled ? <Badge tone="green">open</Badge> : <Badge tone="amber">locked</Badge>}</dd>
          <dt className="font-semibold">Configured by</dt>
          <dd className="break-all">{profile.configuredBy ? <bdi>{profile.configuredBy}</bdi> : '—'}</dd>
          <dt className="font-semibold">Grade level</dt>
          <dd>{profile.gradeLevel ?? '—'}</dd>
        </dl>
      </Section>

      <Section title="Settings">
        <p className="mb-4 max-w-3xl text-slate-700">
          Each tool this profile sets, whether it is on, its value and who set it last: the end user, a preset, your server through the API, or an admin here.
          {manage ? ' Changes made here are recorded as set by an admin and apply even while self-service is locked.' : ''}
        </p>
        <SettingsEditor userId={profile.userId} settings={profile.features} features={catalogue.features} canWrite={manage} />
      </Section>

      {manage ? (
        <Section title="Apply a preset">
          <p className="mb-4 max-w-3xl text-slate-700">
            A preset switches on its tools with its values (set by “preset”) and becomes the active preset. Other settings stay unless you clear them.
          </p>
          <PresetForm userId={profile.userId} presets={catalogue.presets} active={profile.activePresetCode} />
        </Section>
      ) : null}

      <Section title="Self-service">
        <p className="mb-4 max-w-3xl text-slate-700">
          {profile.selfServiceEnabled
            ? 'Open: the end user can change their own settings and presets from your site.'
            : 'Locked: the end user cannot change this profile from your site (their changes are refused with self_service_disabled); admins, presets and your server still can.'}
        </p>
        {manage ? <SelfServiceToggle userId={profile.userId} enabled={profile.selfServiceEnabled} /> : null}
      </Section>

      {readEvents ? (
        <Section title="Recent activations">
          {events.length === 0 ? (
            <EmptyState>No usage events recorded for this user id. Raw events are kept for the data retention period set in Settings.</EmptyState>
          ) : (
            <Table
              caption={`This user’s latest usage events (at most ${USER_EVENTS_LIMIT}), newest first`}
              columns={['When', 'Tool', 'Event', 'Value', 'Session']}
            >
              {events.map((e) => (
                <tr key={e.id}>
                  <Cell>{formatDate(e.occurredAt)}</Cell>
                  <Cell>
                    <span className="font-medium">{featureName(e.featureCode)}</span>
                    <code className="block text-slate-700">{e.featureCode}</code>
                  </Cell>
                  <Cell>{EVENT_ACTION_LABELS[e.action]}</Cell>
                  <Cell className="max-w-xs break-all">
                    <bdi>{valueText(catalogue.featuresByCode.get(e.featureCode), e.value)}</bdi>
                  </Cell>
                  <Cell className="max-w-xs break-all">{e.sessionId ? <bdi>{e.sessionId}</bdi> : '—'}</Cell>
                </tr>
              ))}
            </Table>
          )}
        </Section>
      ) : null}
    </>
  );
}

import type { Metadata } from 'next';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Badge, Cell, EmptyState, formatDate, Table } from '@/components/ui/table.tsx';
import { DEFAULT_SCOPES, PUBLISHABLE_SCOPES, SCOPES } from '@/lib/auth/permissions.ts';
import { now } from '@/lib/clock.ts';
import { listApiKeys } from '@/lib/keys/list-keys.ts';
import { canRevokeKey } from '@/lib/keys/revoke-key.ts';
import type { ApiKeyDto } from '@/lib/keys/schemas.ts';
import { type Actor, describeActors } from '@/lib/members/describe-actors.ts';
import { pageQuery } from '@/lib/pagination.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { CreateKeyDialog } from './_components/create-key-dialog.tsx';
import { RevokeKeyButton } from './_components/revoke-key-button.tsx';

export const metadata: Metadata = { title: 'API keys' };

function keyStatus(key: ApiKeyDto) {
  if (key.revokedAt) return <Badge tone="red">revoked</Badge>;
  if (key.expiresAt && new Date(key.expiresAt) <= now()) return <Badge tone="amber">expired</Badge>;
  return <Badge tone="green">active</Badge>;
}

function creatorLabel(actor: Actor | undefined, id: string | null) {
  if (!id) return 'unknown';
  if (!actor) return 'a former member';
  return actor.former ? (
    <>
      {actor.name} <Badge tone="amber">left the team</Badge>
    </>
  ) : (
    actor.name
  );
}

export default async function ApiKeysPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  const ctx = await requirePortalContext();
  const { cursor } = await searchParams;
  const keys = await listApiKeys(ctx.principal, ctx.tenant.id, pageQuery.parse({ cursor }));
  const creators = await describeActors(
    ctx.principal,
    keys.data.map((k) => k.createdBy),
  );
  const manage = ctx.can('keys:write');
  const active = (k: ApiKeyDto) => !k.revokedAt && !(k.expiresAt && new Date(k.expiresAt) <= now());
  const ofFormerMembers = keys.data.filter((k) => active(k) && k.createdBy && creators[k.createdBy]?.former);
  const grantable = ctx.principal.role === 'owner' || ctx.principal.role === 'admin' ? SCOPES : SCOPES.filter((s) => s !== 'admin');
  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys authenticate calls to the API. We store only a hash of each key, so a key is shown once, when it is created."
        actions={manage ? <CreateKeyDialog scopes={grantable} publishableScopes={PUBLISHABLE_SCOPES} defaultScopes={DEFAULT_SCOPES.secret} /> : null}
      />
      {ofFormerMembers.length > 0 ? (
        <div role="note" className="mb-6 rounded border border-amber-700 bg-amber-50 p-4 text-slate-900">
          <h2 className="font-semibold">Keys of people who have left the team</h2>
          <p className="mt-1">
            {ofFormerMembers.length === 1 ? 'One active key was' : `${ofFormerMembers.length} active keys were`} created by someone no longer on the team:{' '}
            {ofFormerMembers.map((k) => k.name).join(', ')}. Keys belong to the organisation and keep working; revoke any that should not.
          </p>
        </div>
      ) : null}
      <Section title="Keys">
        {keys.data.length === 0 ? (
          <EmptyState>No API keys yet.</EmptyState>
        ) : (
          <Table
            caption="API keys"
            columns={[
              'Name',
              'Prefix',
              'Type',
              'Scopes',
              'Status',
              'Last used',
              'Created',
              ...(manage
                ? [
                    <span key="a" className="sr-only">
                      Actions
                    </span>,
                  ]
                : []),
            ]}
          >
            {keys.data.map((k) => (
              <tr key={k.id}>
                <Cell className="font-medium">{k.name}</Cell>
                <Cell>
                  <code>{k.prefix}…</code>
                </Cell>
                <Cell>{k.type}</Cell>
                <Cell>{k.scopes.join(', ')}</Cell>
                <Cell>{keyStatus(k)}</Cell>
                <Cell>{k.lastUsedAt ? formatDate(k.lastUsedAt) : 'Never'}</Cell>
                <Cell>
                  {formatDate(k.createdAt)}
                  <span className="block text-slate-700">by {creatorLabel(k.createdBy ? creators[k.createdBy] : undefined, k.createdBy)}</span>
                </Cell>
                {manage ? <Cell>{k.revokedAt || !canRevokeKey(ctx.principal, k) ? null : <RevokeKeyButton keyId={k.id} name={k.name} />}</Cell> : null}
              </tr>
            ))}
          </Table>
        )}
        <Pager basePath="/api-keys" cursor={cursor} nextCursor={keys.nextCursor} />
      </Section>
    </>
  );
}

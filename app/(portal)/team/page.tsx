import type { Metadata } from 'next';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Badge, Cell, formatDate, Table } from '@/components/ui/table.tsx';
import { listMembers } from '@/lib/members/list-members.ts';
import { listMembersQuery } from '@/lib/members/schemas.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { InviteDialog } from './_components/invite-dialog.tsx';
import { RemoveMemberButton } from './_components/remove-member-button.tsx';

export const metadata: Metadata = { title: 'Team' };

export default async function TeamPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  const ctx = await requirePortalContext();
  const { cursor } = await searchParams;
  const members = await listMembers(ctx.principal, listMembersQuery.parse({ cursor }));
  const manage = ctx.can('members:write');
  return (
    <>
      <PageHeader
        title="Team"
        description="Who can use this tenant's portal and API settings, and with which role."
        actions={manage ? <InviteDialog canInviteOwners={ctx.principal.role === 'owner'} /> : null}
      />
      <Section title="Members">
        <Table
          caption="Team members"
          columns={[
            'Name',
            'Email',
            'Role',
            'Status',
            'Joined',
            ...(manage
              ? [
                  <span key="a" className="sr-only">
                    Actions
                  </span>,
                ]
              : []),
          ]}
        >
          {members.data.map((m) => (
            <tr key={m.id}>
              <Cell>{m.name ?? '—'}</Cell>
              <Cell>{m.email}</Cell>
              <Cell>{m.role}</Cell>
              <Cell>{m.status === 'active' ? <Badge tone="green">active</Badge> : <Badge tone="amber">invited</Badge>}</Cell>
              <Cell>{formatDate(m.joinedAt)}</Cell>
              {manage ? (
                <Cell>
                  {m.id === ctx.principal.memberId ? (
                    <span className="text-slate-700">You</span>
                  ) : (
                    <RemoveMemberButton memberId={m.id} label={m.name ?? m.email} />
                  )}
                </Cell>
              ) : null}
            </tr>
          ))}
        </Table>
        <Pager basePath="/team" cursor={cursor} nextCursor={members.nextCursor} />
      </Section>
    </>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { autoDisabled, EndpointStatus } from '@/components/webhooks/endpoint-status.tsx';
import { EventList } from '@/components/webhooks/event-list.tsx';
import { WEBHOOK_EVENT_OPTIONS } from '@/components/webhooks/event-options.ts';
import { Notice } from '@/components/ui/notice.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Cell, EmptyState, formatDate, Table } from '@/components/ui/table.tsx';
import { pageQuery } from '@/lib/pagination.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { listEndpoints } from '@/lib/webhooks/list-endpoints.ts';
import { AddEndpointDialog } from './_components/add-endpoint-dialog.tsx';

export const metadata: Metadata = { title: 'Webhooks' };

export default async function WebhooksPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  const ctx = await requirePortalContext();
  const { cursor } = await searchParams;
  const endpoints = await listEndpoints(ctx.principal, pageQuery.parse({ cursor }));
  const disabled = endpoints.data.filter(autoDisabled);
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Endpoints of yours that we notify when scans finish and reports are ready. Every delivery is signed (Standard Webhooks) and retried for 25 hours."
        actions={ctx.can('webhooks:write') ? <AddEndpointDialog events={WEBHOOK_EVENT_OPTIONS} /> : null}
      />
      {disabled.length > 0 ? (
        <Notice tone="warning" title={`${disabled.length === 1 ? 'An endpoint was' : `${disabled.length} endpoints were`} disabled after failing for 5 days`}>
          <p>Deliveries to it stopped. Fix the receiver, send a test event, then enable it again:</p>
          <ul className="mt-1 list-disc pl-5">
            {disabled.map((e) => (
              <li key={e.id}>
                <Link href={`/webhooks/${e.id}`} className="break-all">
                  {e.url}
                </Link>
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <Section title="Endpoints">
        {endpoints.data.length === 0 ? (
          <EmptyState>No webhook endpoints yet.</EmptyState>
        ) : (
          <Table caption="Webhook endpoints" columns={['URL', 'Events', 'Status', 'Created']}>
            {endpoints.data.map((e) => (
              <tr key={e.id}>
                <Cell className="break-all">
                  <Link href={`/webhooks/${e.id}`}>{e.url}</Link>
                  {e.description ? <span className="block text-slate-700">{e.description}</span> : null}
                </Cell>
                <Cell>
                  <EventList events={e.events} />
                </Cell>
                <Cell>
                  <EndpointStatus endpoint={e} />
                </Cell>
                <Cell>{formatDate(e.createdAt)}</Cell>
              </tr>
            ))}
          </Table>
        )}
        <Pager basePath="/webhooks" cursor={cursor} nextCursor={endpoints.nextCursor} />
      </Section>
    </>
  );
}

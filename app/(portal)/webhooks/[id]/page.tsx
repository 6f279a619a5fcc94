import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { DeliveryLog } from '@/components/webhooks/delivery-log.tsx';
import { autoDisabled, EndpointStatus } from '@/components/webhooks/endpoint-status.tsx';
import { EventList } from '@/components/webhooks/event-list.tsx';
import { WEBHOOK_EVENT_OPTIONS } from '@/components/webhooks/event-options.ts';
import { Notice } from '@/components/ui/notice.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { formatDate } from '@/components/ui/table.tsx';
import { AppError } from '@/lib/errors.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { getEndpoint } from '@/lib/webhooks/get-endpoint.ts';
import { listDeliveries } from '@/lib/webhooks/list-deliveries.ts';
import { listDeliveriesQuery } from '@/lib/webhooks/schemas.ts';
import { DeleteEndpointButton } from './_components/delete-endpoint-button.tsx';
import { EditEndpointForm } from './_components/edit-endpoint-form.tsx';
import { EnableToggle } from './_components/enable-toggle.tsx';
import { SendTestButton } from './_components/send-test-button.tsx';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ cursor?: string }> };

/** The endpoint, or the 404 page: an unknown id and another tenant's look the same. */
const loadEndpoint = cache(async (id: string) => {
  const ctx = await requirePortalContext();
  try {
    return { ctx, endpoint: await getEndpoint(ctx.principal, id) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { endpoint } = await loadEndpoint((await params).id);
  return { title: `Webhook ${URL.parse(endpoint.url)?.host ?? endpoint.url}` };
}

export default async function WebhookEndpointPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { cursor } = await searchParams;
  const { ctx, endpoint } = await loadEndpoint(id);
  const deliveries = await listDeliveries(ctx.principal, endpoint.id, listDeliveriesQuery.parse({ cursor, limit: 20 }));
  const manage = ctx.can('webhooks:write');
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/webhooks">All webhook endpoints</Link>
      </p>
      <PageHeader
        title="Webhook endpoint"
        description={<span className="font-mono break-all">{endpoint.url}</span>}
        actions={manage ? <DeleteEndpointButton id={endpoint.id} url={endpoint.url} /> : null}
      />
      {autoDisabled(endpoint) ? (
        <Notice tone="warning" title={`Disabled automatically ${formatDate(endpoint.disabledAt)}`}>
          <p>{endpoint.disabledReason}</p>
          <p className="mt-1">No events are delivered to it. Fix the receiver, send a test event, then enable the endpoint again.</p>
        </Notice>
      ) : null}
      <Section title="Details" actions={manage ? <EnableToggle id={endpoint.id} enabled={endpoint.enabled} /> : null}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">URL</dt>
          <dd className="font-mono break-all">{endpoint.url}</dd>
          <dt className="font-semibold">Description</dt>
          <dd>{endpoint.description ?? '—'}</dd>
          <dt className="font-semibold">Status</dt>
          <dd>
            <EndpointStatus endpoint={endpoint} />
          </dd>
          <dt className="font-semibold">Events</dt>
          <dd>
            <EventList events={endpoint.events} />
          </dd>
          <dt className="font-semibold">Created</dt>
          <dd>{formatDate(endpoint.createdAt)}</dd>
        </dl>
      </Section>
      {manage ? (
        <>
          <Section title="Send a test event">
            <p className="mb-4 max-w-3xl text-slate-700">
              Sends one signed <code>webhook.test</code> event now, even while the endpoint is disabled, and shows the answer. It does not count towards
              disabling.
            </p>
            <SendTestButton id={endpoint.id} />
          </Section>
          <Section title="Change events">
            <EditEndpointForm id={endpoint.id} options={WEBHOOK_EVENT_OPTIONS} events={endpoint.events} description={endpoint.description} />
          </Section>
        </>
      ) : null}
      <Section title="Delivery log">
        <DeliveryLog deliveries={deliveries.data} />
        <Pager basePath={`/webhooks/${endpoint.id}`} cursor={cursor} nextCursor={deliveries.nextCursor} />
      </Section>
    </>
  );
}

import { Badge, Cell, EmptyState, formatDate, Table } from '@/components/ui/table.tsx';
import type { AttemptDto, DeliveryDto } from '@/lib/webhooks/schemas.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function DeliveryStatus({ delivery }: { delivery: DeliveryDto }) {
  if (delivery.status === 'succeeded') return <Badge tone="green">succeeded</Badge>;
  if (delivery.status === 'failed') return <Badge tone="red">failed</Badge>;
  return (
    <>
      <Badge tone="blue">retrying</Badge>
      {delivery.nextAttemptAt ? <span className="block text-slate-700">next {formatDate(delivery.nextAttemptAt)}</span> : null}
    </>
  );
}

function Attempt({ attempt }: { attempt: AttemptDto }) {
  return (
    <li>
      <p>
        <span className="font-semibold">Attempt {attempt.attempt}</span>, {formatDate(attempt.createdAt)}:{' '}
        {attempt.statusCode === null ? 'no HTTP answer' : `HTTP ${attempt.statusCode}`}, {attempt.durationMs} ms.
      </p>
      {attempt.error ? <p>{attempt.error}</p> : null}
      {attempt.responseBody ? (
        <>
          <p className="text-slate-700">Response body (first 1 KiB):</p>
          <pre className="max-w-md overflow-x-auto rounded bg-slate-100 p-2 text-xs whitespace-pre-wrap break-all">{attempt.responseBody}</pre>
        </>
      ) : null}
    </li>
  );
}

/** An endpoint's deliveries; each row's attempts open in a disclosure, so the table stays scannable. */
export function DeliveryLog({ deliveries }: { deliveries: readonly DeliveryDto[] }) {
  if (deliveries.length === 0) return <EmptyState>No deliveries yet. Send a test event to see one here.</EmptyState>;
  return (
    <Table caption="Webhook deliveries, newest first" columns={['Event', 'Status', 'Attempts', 'Last status code', 'Duration', 'Error', 'Time', 'Attempt log']}>
      {deliveries.map((d) => (
        <tr key={d.id}>
          <Cell>
            <code>{d.eventType}</code>
          </Cell>
          <Cell>
            <DeliveryStatus delivery={d} />
          </Cell>
          <Cell>{d.attempts}</Cell>
          <Cell>{d.lastAttempt?.statusCode ?? '—'}</Cell>
          <Cell>{d.lastAttempt ? `${d.lastAttempt.durationMs} ms` : '—'}</Cell>
          <Cell className="max-w-xs">{d.lastAttempt?.error ?? '—'}</Cell>
          <Cell>{formatDate(d.createdAt)}</Cell>
          <Cell>
            <details>
              <summary className="cursor-pointer font-medium text-blue-800 underline underline-offset-2">
                {plural(d.attemptsLog.length, 'attempt')}
                <span className="sr-only">
                  {' '}
                  of {d.eventType} at {formatDate(d.createdAt)}
                </span>
              </summary>
              <p className="mt-2 text-slate-700">
                Event id <code>{d.eventId}</code>
              </p>
              {d.attemptsLog.length ? (
                <ol className="mt-2 space-y-2">
                  {d.attemptsLog.map((a, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the attempt log is append-only; its position is its identity
                    <Attempt key={i} attempt={a} />
                  ))}
                </ol>
              ) : (
                <p className="mt-2">Not sent yet.</p>
              )}
            </details>
          </Cell>
        </tr>
      ))}
    </Table>
  );
}

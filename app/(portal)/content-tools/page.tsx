import type { Metadata } from 'next';
import { Notice } from '@/components/ui/notice.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { Cell, formatDate, Table } from '@/components/ui/table.tsx';
import { UsageMeter } from '@/components/ui/usage-meter.tsx';
import { config } from '@/lib/config.ts';
import { aiUsage } from '@/lib/content/credits.ts';
import { providerFor } from '@/lib/content/run-transform.ts';
import { TRANSFORMS } from '@/lib/content/schemas.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { ContentTools, type TransformAvailability } from './_components/content-tools.tsx';
import { TRANSFORM_FORMS } from './transform-fields.ts';

export const metadata: Metadata = { title: 'Content tools' };

const fmt = new Intl.NumberFormat('en-GB');

export default async function ContentToolsPage() {
  const ctx = await requirePortalContext();
  const ai = await aiUsage(ctx.principal);
  const provider = config().aiProvider;
  const transforms: TransformAvailability[] = TRANSFORMS.map((name) => {
    const p = providerFor(name);
    const supported = p.supports(name);
    return { name, supported, provider: p.name, model: supported ? p.model(name) : null };
  });
  const unavailable = transforms.filter((t) => !t.supported).map((t) => TRANSFORM_FORMS[t.name].label);

  return (
    <>
      <PageHeader
        title="Content tools"
        description="Try the AI content transforms on your own text and images. A run here is the same as an API call to /api/v1/content: it spends this tenant's AI credits unless the answer comes from the cache."
      />
      <Section title="AI credits">
        {ai.limit > 0 ? (
          <>
            <p className="mb-4 text-sm text-slate-700">
              Billing period {formatDate(ai.period.start)} to {formatDate(ai.period.end)}. Credits are counted in tokens of text read and written; cached
              answers are free.
            </p>
            <UsageMeter label="AI tokens" used={ai.used} limit={ai.limit} unit="tokens" />
            <p className="text-sm">
              {fmt.format(ai.calls)} charged {ai.calls === 1 ? 'run' : 'runs'} this period; {fmt.format(Math.max(0, ai.limit - ai.used))} tokens left.
            </p>
          </>
        ) : (
          <p>
            The <span className="capitalize">{ctx.tenant.plan}</span> plan includes no AI credits, so content transforms cannot run for this tenant. Upgrade to
            Pro or Enterprise to use them.
          </p>
        )}
      </Section>
      <Section title="Provider">
        {provider === 'local' ? (
          <>
            <p className="mb-4">
              <span className="font-semibold">Offline provider.</span> Transforms run on this server with classical language tools (readability formulas,
              dictionaries, Tesseract OCR); no text leaves it, and no language model is involved.
            </p>
            <Notice tone="info" title={`Not available offline: ${unavailable.join(', ')}`}>
              These transforms need a language model. To enable them, set <code>OPENAI_API_KEY</code> (and <code>OPENAI_BASE_URL</code> for an OpenAI-compatible
              server such as Azure OpenAI, vLLM, Ollama or LM Studio) and restart the service.
            </Notice>
          </>
        ) : (
          <p className="mb-4">
            <span className="font-semibold">OpenAI-compatible provider.</span> Transforms are sent to the language model configured with{' '}
            <code>OPENAI_API_KEY</code> and <code>OPENAI_BASE_URL</code>. OCR always runs on this server with Tesseract, whose confidence is measured rather
            than guessed.
          </p>
        )}
        <Table caption="Transforms and what runs them" columns={['Transform', 'Available', 'Model or engines']}>
          {transforms.map((t) => (
            <tr key={t.name}>
              <Cell>{TRANSFORM_FORMS[t.name].label}</Cell>
              <Cell>{t.supported ? 'Yes' : 'No: needs a language model'}</Cell>
              <Cell>{t.model ?? '—'}</Cell>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title="Try a transform">
        {ai.limit <= 0 ? (
          <p>No AI credits on this plan: there is nothing to try here until the tenant moves to Pro or Enterprise.</p>
        ) : !ctx.can('content:use') ? (
          <p>
            Your role ({ctx.principal.role}) cannot run content transforms: each run spends the tenant&rsquo;s AI credits; ask an admin for the developer role.
          </p>
        ) : (
          <ContentTools transforms={transforms} />
        )}
      </Section>
    </>
  );
}

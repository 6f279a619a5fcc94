import type { Metadata } from 'next';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { requirePortalContext } from '@/lib/portal/context.ts';
import { HTML_LIMIT } from '@/lib/remediation/schemas.ts';
import { getTenant } from '@/lib/tenants/get-tenant.ts';
import { CheckHtml } from './_components/check-html.tsx';

export const metadata: Metadata = { title: 'Check HTML' };

export default async function CheckHtmlPage() {
  const ctx = await requirePortalContext();
  const tenant = await getTenant(ctx.principal, ctx.tenant.id);
  return (
    <>
      <PageHeader
        title="Check HTML"
        description="Paste a page or a fragment to get its accessibility issues, a suggested fix for each, and the HTML with the automatic fixes that a second scan confirmed. A check here is the same as an API call to /api/v1/remediation/html."
      />
      {ctx.can('remediation:use') ? (
        <CheckHtml defaultStandard={tenant.settings.defaultStandard} limit={HTML_LIMIT} />
      ) : (
        <Section title="Your HTML">
          <p>
            Your role ({ctx.principal.role}) cannot check HTML: each check runs the scanner&rsquo;s browser and may spend the tenant&rsquo;s AI credits. Owners,
            admins and developers can; ask an admin for the developer role.
          </p>
        </Section>
      )}
    </>
  );
}

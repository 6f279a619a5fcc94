import type { Metadata } from 'next';
import Link from 'next/link';
import { directClientAddress } from '@/lib/portal/direct-client-address.ts';
import { setupIsOpen } from '@/lib/tenants/first-run-setup.ts';
import { setupNeedsToken } from '@/lib/users/setup-token.ts';
import { SetupForm } from './_components/setup-form.tsx';

export const metadata: Metadata = { title: 'Set up a11y-platform' };

export default async function SetupPage() {
  if (!(await setupIsOpen())) {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold">Setup is complete</h1>
        <p className="mb-4">This installation already has an owner. Sign in, or ask an admin of your team for an invitation.</p>
        <Link href="/sign-in">Go to sign in</Link>
      </>
    );
  }
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Set up a11y-platform</h1>
      <p className="mb-6 text-slate-700">Create the owner account and your organisation. You can invite your team next.</p>
      <SetupForm needsToken={setupNeedsToken(await directClientAddress())} />
    </>
  );
}

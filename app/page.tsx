import { redirect } from 'next/navigation';
import { getPortalContext } from '@/lib/portal/context.ts';
import { setupIsOpen } from '@/lib/tenants/first-run-setup.ts';

/** The front door: first-run setup on a new installation, else the portal or sign-in. */
export default async function Home() {
  if (await setupIsOpen()) redirect('/setup');
  redirect((await getPortalContext()) ? '/overview' : '/sign-in');
}

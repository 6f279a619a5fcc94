import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignOutButton } from '@/components/auth/sign-out-button.tsx';
import { getPortalContext, getSignedInUser } from '@/lib/portal/context.ts';

export const metadata: Metadata = { title: 'No team' };

export default async function NoTeamPage() {
  const user = await getSignedInUser();
  if (!user) redirect('/sign-in');
  if (await getPortalContext()) redirect('/overview');
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">You are not in a team</h1>
      <p className="mb-6">You are signed in as {user.email}, but you are not a member of any team. Ask an admin for an invitation, then open its link.</p>
      <SignOutButton variant="secondary" />
    </>
  );
}

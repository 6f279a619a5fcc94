import type { Metadata } from 'next';
import Link from 'next/link';
import { SignOutButton } from '@/components/auth/sign-out-button.tsx';
import { lookupInvite } from '@/lib/members/accept-invite.ts';
import { getSignedInUser } from '@/lib/portal/context.ts';
import { AcceptInvite } from './_components/accept-invite.tsx';

export const metadata: Metadata = { title: 'Invitation' };

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invite = await lookupInvite(token);

  if (invite.state === 'invalid') {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold">This invitation link is not valid</h1>
        <p>It may have been replaced by a newer invitation or withdrawn. Ask an admin of the team to invite you again.</p>
      </>
    );
  }
  if (invite.state === 'used') {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold">This invitation has already been accepted</h1>
        <p className="mb-4">An invitation link works once. If you accepted it, sign in to open {invite.tenantName}.</p>
        <Link href="/sign-in">Go to sign in</Link>
      </>
    );
  }
  if (invite.state === 'expired') {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold">This invitation has expired</h1>
        <p>
          The invitation for {invite.email} to join {invite.tenantName} is no longer valid. Ask an admin of the team to send a new one.
        </p>
      </>
    );
  }

  const user = await getSignedInUser();
  const heading = `Join ${invite.tenantName}`;
  const intro = (
    <p className="mb-6 text-slate-700">
      You have been invited to join {invite.tenantName} as <strong>{invite.role}</strong>, as {invite.email}.
    </p>
  );
  if (user && user.email !== invite.email) {
    return (
      <>
        <h1 className="mb-2 text-2xl font-bold">{heading}</h1>
        {intro}
        <p className="mb-4">
          You are signed in as {user.email}. Sign out, then open this link again to accept as {invite.email}.
        </p>
        <SignOutButton variant="secondary" />
      </>
    );
  }
  if (!user && invite.accountExists) {
    return (
      <>
        <h1 className="mb-2 text-2xl font-bold">{heading}</h1>
        {intro}
        <p className="mb-4">You already have an account. Sign in to accept the invitation.</p>
        <Link href={`/sign-in?callbackUrl=${encodeURIComponent(`/invite/${token}`)}`}>Sign in to accept</Link>
      </>
    );
  }
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{heading}</h1>
      {intro}
      <AcceptInvite token={token} email={invite.email} signedIn={Boolean(user)} />
    </>
  );
}

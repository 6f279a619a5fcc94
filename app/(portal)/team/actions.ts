'use server';

import { z } from 'zod';
import { publicBaseUrl } from '@/lib/api/base-url.ts';
import { inviteMember } from '@/lib/members/invite-member.ts';
import { removeMember } from '@/lib/members/remove-member.ts';
import { inviteMemberInput, type MemberDto } from '@/lib/members/schemas.ts';
import { portalAction } from '@/lib/portal/action.ts';
import { inviteMemberRoute, removeMemberRoute } from '@/lib/members/routes.ts';

/** The one-time link is null in a replay of the same submission. */
type Invited = Pick<MemberDto, 'email' | 'role' | 'status'> & { inviteUrl: string | null; expiresAt: string | null };

export const inviteMemberAction = portalAction(
  // A replay of the invitation does not hand out its one-time link again.
  { input: inviteMemberInput, operation: inviteMemberRoute, creates: { replay: (data: Invited) => ({ ...data, inviteUrl: null }) } },
  async (ctx, input): Promise<Invited> => {
    const { member } = await inviteMember(ctx.principal, input, { baseUrl: publicBaseUrl() });
    return { email: member.email, role: member.role, status: member.status, inviteUrl: member.inviteUrl ?? null, expiresAt: member.expiresAt ?? null };
  },
);

export const removeMemberAction = portalAction(
  { input: z.object({ memberId: z.string().min(1).max(100) }), operation: removeMemberRoute },
  async (ctx, { memberId }) => {
    await removeMember(ctx.principal, memberId);
  },
);

'use server';

import { z } from 'zod';
import { publicBaseUrl } from '@/lib/api/base-url.ts';
import { inviteMember } from '@/lib/members/invite-member.ts';
import { removeMember } from '@/lib/members/remove-member.ts';
import { inviteMemberInput } from '@/lib/members/schemas.ts';
import { portalAction } from '@/lib/portal/action.ts';

export const inviteMemberAction = portalAction(inviteMemberInput, async (ctx, input) => {
  const { member } = await inviteMember(ctx.principal, input, { baseUrl: publicBaseUrl() });
  return { email: member.email, role: member.role, status: member.status, inviteUrl: member.inviteUrl ?? null, expiresAt: member.expiresAt ?? null };
});

export const removeMemberAction = portalAction(z.object({ memberId: z.string().min(1).max(100) }), async (ctx, { memberId }) => {
  await removeMember(ctx.principal, memberId);
});

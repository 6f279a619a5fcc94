import { publicBaseUrl } from '@/lib/api/base-url.ts';
import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { inviteMember } from '@/lib/members/invite-member.ts';
import { inviteMemberRoute } from '@/lib/members/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: apiRoute(inviteMemberRoute, async ({ principal, body }) => {
    const { member, created } = await inviteMember(principal, body, { baseUrl: publicBaseUrl() });
    // A replay must not hand out the one-time invite link again.
    const { inviteUrl: _shownOnce, ...replay } = member;
    return reply.createdOrExisting(created, member, { replay });
  }),
});

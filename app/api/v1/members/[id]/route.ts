import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { removeMember } from '@/lib/members/remove-member.ts';
import { removeMemberRoute } from '@/lib/members/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  DELETE: apiRoute(removeMemberRoute, async ({ principal, params }) => {
    await removeMember(principal, params.id);
    return reply.noContent();
  }),
});

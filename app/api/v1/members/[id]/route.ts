import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/api/route.ts';
import { removeMember } from '@/lib/members/remove-member.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  DELETE: apiRoute({ permission: 'members:write' }, async ({ principal, params }) => {
    await removeMember(principal, params.id!);
    return reply.noContent();
  }),
});

import { apiRoute, methods } from '@/lib/http/route.ts';
import { listMembers } from '@/lib/members/list-members.ts';
import { listMembersRoute } from '@/lib/members/routes.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(listMembersRoute, ({ principal, query }) => listMembers(principal, query)),
});

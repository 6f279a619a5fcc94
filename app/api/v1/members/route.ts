import { apiRoute, methods } from '@/lib/api/route.ts';
import { listMembers } from '@/lib/members/list-members.ts';
import { listMembersQuery } from '@/lib/members/schemas.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute({ permission: 'members:read', query: listMembersQuery }, ({ principal, query }) => listMembers(principal, query)),
});

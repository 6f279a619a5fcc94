import { defineRoute, idParam, pageOf } from '@/lib/api/spec.ts';
import { invitedMemberDto, inviteMemberInput, listMembersQuery, memberDto } from './schemas.ts';

const common = { tag: 'team' } as const;

export const listMembersRoute = defineRoute({
  ...common,
  operationId: 'listMembers',
  method: 'GET',
  path: '/members',
  summary: 'The tenant’s team members and open invitations',
  permission: 'members:read',
  query: listMembersQuery,
  status: [200],
  response: pageOf(memberDto),
});

export const inviteMemberRoute = defineRoute({
  ...common,
  operationId: 'inviteMember',
  method: 'POST',
  path: '/members/invite',
  summary: 'Invite someone by email (200 with the existing member or invitation for the same email)',
  permission: 'members:write',
  body: inviteMemberInput,
  status: [201, 200],
  response: invitedMemberDto,
  errors: ['conflict'],
});

export const removeMemberRoute = defineRoute({
  ...common,
  operationId: 'removeMember',
  method: 'DELETE',
  path: '/members/{id}',
  summary: 'Remove a member or withdraw an invitation',
  permission: 'members:write',
  params: idParam('id'),
  status: [204],
  errors: ['not_found', 'last_owner'],
});

import { defineRoute, idParam, pageOf } from '@/lib/api/spec.ts';
import { invitedMemberDto, inviteMemberInput, listMembersQuery, memberDto } from './schemas.ts';
import { reply } from '@/lib/api/reply.ts';
import { removeMember } from './remove-member.ts';
import { publicBaseUrl } from '@/lib/api/base-url.ts';
import { inviteMember } from './invite-member.ts';
import { listMembers } from './list-members.ts';

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
  sdk: {
    resource: 'members',
    method: 'list',
    doc: 'Members, newest first, filtered by `role` and `status`.',
    types: { query: 'ListMembersParams', response: 'Page<Member>' },
    resourceDoc: "Team members of the key's tenant (needs the `admin` scope).",
  },
  handler: ({ principal, query }) => listMembers(principal, query),
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
  sdk: {
    resource: 'members',
    method: 'invite',
    doc: 'Invites by email (201 with a 7-day `inviteUrl`); an existing member is returned (200).',
    types: { body: 'InviteMemberInput', response: 'InvitedMember' },
  },
  handler: async ({ principal, body }) => {
    const { member, created } = await inviteMember(principal, body, { baseUrl: publicBaseUrl() });
    // A replay must not hand out the one-time invite link again.
    const { inviteUrl: _shownOnce, ...replay } = member;
    return reply.createdOrExisting(created, member, { replay });
  },
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
  sdk: {
    resource: 'members',
    method: 'remove',
    doc: 'Removes a member (also when already removed). The last owner cannot be removed (409 `last_owner`).',
    args: ['memberId'],
  },
  handler: async ({ principal, params }) => {
    await removeMember(principal, params.id);
    return reply.noContent();
  },
});

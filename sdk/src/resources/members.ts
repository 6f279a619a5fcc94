import type { ApiPromise } from '../api-promise.js';
import { apiPath, type PostOptions, type RequestOptions } from '../http.js';
import type { InviteMemberInput, InvitedMember, ListMembersParams, Member, Page } from '../types.js';
import { Resource } from './resource.js';

/** Team members of the key's tenant (needs the `admin` scope). */
export class Members extends Resource {
  /** Members, newest first, filtered by `role` and `status`. */
  list(params: ListMembersParams = {}, options?: RequestOptions): ApiPromise<Page<Member>> {
    return this.call({ method: 'GET', path: '/members', query: params }, options);
  }

  /** Invites by email (201 with a 7-day `inviteUrl`); an existing member is returned (200). */
  invite(input: InviteMemberInput, options?: PostOptions): ApiPromise<InvitedMember> {
    return this.call({ method: 'POST', path: '/members/invite', body: input }, options);
  }

  /** Removes a member (also when already removed). The last owner cannot be removed (409 `last_owner`). */
  remove(memberId: string, options?: RequestOptions): ApiPromise<void> {
    return this.call(() => ({ method: 'DELETE', path: apiPath`/members/${memberId}` }), options);
  }
}

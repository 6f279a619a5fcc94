'use server';

import { z } from 'zod';
import { unauthenticated } from '@/lib/errors.ts';
import { acceptInvite, newAccountInput } from '@/lib/members/accept-invite.ts';
import { publicAction } from '@/lib/portal/action.ts';
import { getSignedInUser, rememberTenant } from '@/lib/portal/context.ts';

const token = z.string().min(1).max(200);

/** Accept as the signed-in user (whose email must be the invited one). */
export const acceptAsSignedInUser = publicAction(z.object({ token }), async (input) => {
  const user = await getSignedInUser();
  if (!user) throw unauthenticated();
  const joined = await acceptInvite(input.token, { userId: user.id });
  await rememberTenant(joined.tenantId);
  return joined;
});

/** Accept by creating the account the invitation was addressed to. */
export const acceptWithNewAccount = publicAction(newAccountInput.extend({ token }), async ({ token, ...account }) => {
  const joined = await acceptInvite(token, account);
  await rememberTenant(joined.tenantId);
  return joined;
});

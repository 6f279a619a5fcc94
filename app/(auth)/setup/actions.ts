'use server';

import { publicAction } from '@/lib/portal/action.ts';
import { rememberTenant } from '@/lib/portal/context.ts';
import { directClientAddress } from '@/lib/portal/direct-client-address.ts';
import { completeFirstRunSetup, firstRunSetupInput } from '@/lib/tenants/first-run-setup.ts';

export const setupAction = publicAction(firstRunSetupInput, async (input) => {
  const { tenantId } = await completeFirstRunSetup(input, { clientAddress: await directClientAddress() });
  await rememberTenant(tenantId);
  return { email: input.email };
});

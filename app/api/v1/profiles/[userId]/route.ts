import { reply } from '@/lib/api/reply.ts';
import { apiRoute, methods } from '@/lib/http/route.ts';
import { deleteProfile } from '@/lib/profiles/delete-profile.ts';
import { getProfile } from '@/lib/profiles/get-profile.ts';
import { deleteProfileRoute, getProfileRoute, updateProfileRoute } from '@/lib/profiles/routes.ts';
import { parseUserId } from '@/lib/profiles/schemas.ts';
import { updateProfile } from '@/lib/profiles/update-profile.ts';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: apiRoute(getProfileRoute, ({ principal, params }) => getProfile(principal, parseUserId(params.userId))),
  PUT: apiRoute(updateProfileRoute, async ({ principal, params, body }) => {
    const { profile, created } = await updateProfile(principal, parseUserId(params.userId), body);
    return reply.createdOrExisting(created, profile);
  }),
  DELETE: apiRoute(deleteProfileRoute, async ({ principal, params }) => {
    await deleteProfile(principal, parseUserId(params.userId));
    return reply.noContent();
  }),
});

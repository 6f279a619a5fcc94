import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '@/lib/auth/permissions.ts';
import { listUserEvents } from '@/lib/analytics/list-user-events.ts';
import { logEvents } from '@/lib/analytics/log-events.ts';
import { applyPreset } from '@/lib/profiles/apply-preset.ts';
import { deleteProfile } from '@/lib/profiles/delete-profile.ts';
import { getProfileDetail } from '@/lib/profiles/get-profile-detail.ts';
import { escapeLike, listProfiles } from '@/lib/profiles/list-profiles.ts';
import { listProfilesQuery, type ProfileSummaryDto } from '@/lib/profiles/schemas.ts';
import { updateProfile } from '@/lib/profiles/update-profile.ts';
import { activeMember, clockPast, createTestTenant } from './fixtures.ts';

/**
 * The portal's reads of profiles (lib/profiles/list-profiles.ts, get-profile-detail.ts) and of one end
 * user's usage events (lib/analytics/list-user-events.ts): scoped to the caller's tenant, ordered, paged,
 * searched literally. Profiles are written through the services the API uses.
 */

type UserPrincipal = Principal & { kind: 'user' };
const query = (input: { q?: string; cursor?: string; limit?: number } = {}) => listProfilesQuery.parse(input);
const ids = (rows: ProfileSummaryDto[]) => rows.map((r) => r.userId);

async function write(ctx: Principal, userId: string, featureCode = 'dark-mode', isEnabled = true) {
  const { profile } = await updateProfile(ctx, userId, { features: [{ featureCode, isEnabled }], setBy: 'admin' });
  return profile;
}

/** Writes the profiles one after another with strictly later timestamps, so their order is known. */
async function writeInOrder(ctx: Principal, userIds: string[]) {
  for (const userId of userIds) {
    await write(ctx, userId);
    const detail = await getProfileDetail(ctx, userId);
    await clockPast(detail.updatedAt!);
  }
}

/** Every page of the list, following nextCursor. */
async function allPages(ctx: Principal, input: { q?: string; limit: number }) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await listProfiles(ctx, query({ ...input, cursor }));
    pages.push(ids(page.data));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 50);
  return pages;
}

let admin: UserPrincipal;
let viewer: UserPrincipal;
let otherAdmin: UserPrincipal;

beforeAll(async () => {
  const [a, b] = await Promise.all([createTestTenant(), createTestTenant()]);
  const members = await Promise.all([activeMember(a.tenantId, 'admin'), activeMember(a.tenantId, 'viewer'), activeMember(b.tenantId, 'admin')]);
  [admin, viewer, otherAdmin] = [members[0].principal, members[1].principal, members[2].principal];
});

describe('listProfiles', () => {
  it('lists only the caller tenant’s profiles, and another tenant’s ids are not found by search', async () => {
    await write(admin, 'scope-mine');
    await write(otherAdmin, 'scope-theirs');
    await write(otherAdmin, 'scope-mine');

    const mine = await listProfiles(admin, query({ q: 'scope-', limit: 200 }));
    expect(ids(mine.data)).toEqual(['scope-mine']);
    expect(mine.nextCursor).toBeNull();
    expect((await listProfiles(admin, query({ q: 'theirs' }))).data).toEqual([]);

    const theirs = await listProfiles(otherAdmin, query({ q: 'scope-', limit: 200 }));
    expect(ids(theirs.data).sort()).toEqual(['scope-mine', 'scope-theirs']);
  });

  it('lists the most recently written first, in pages that together hold each profile once', async () => {
    const userIds = ['order-1', 'order-2', 'order-3', 'order-4', 'order-5'];
    await writeInOrder(admin, userIds);

    expect(await allPages(admin, { q: 'order-', limit: 2 })).toEqual([['order-5', 'order-4'], ['order-3', 'order-2'], ['order-1']]);
    // An exact multiple of the limit ends without an empty page.
    const [first] = await allPages(admin, { q: 'order-', limit: 5 });
    expect(first).toEqual(['order-5', 'order-4', 'order-3', 'order-2', 'order-1']);
    expect((await listProfiles(admin, query({ q: 'order-', limit: 5 }))).nextCursor).toBeNull();
  });

  it('moves a profile to the top when only one of its settings changes, and when a preset is applied', async () => {
    await writeInOrder(admin, ['touch-a', 'touch-b', 'touch-c']);
    expect(ids((await listProfiles(admin, query({ q: 'touch-' }))).data)).toEqual(['touch-c', 'touch-b', 'touch-a']);

    await write(admin, 'touch-a', 'high-contrast');
    expect(ids((await listProfiles(admin, query({ q: 'touch-' }))).data)).toEqual(['touch-a', 'touch-c', 'touch-b']);
    await clockPast((await getProfileDetail(admin, 'touch-a')).updatedAt!);

    await applyPreset(admin, 'touch-b', { presetCode: 'dyslexia', clearExisting: false });
    const listed = await listProfiles(admin, query({ q: 'touch-' }));
    expect(ids(listed.data)).toEqual(['touch-b', 'touch-a', 'touch-c']);
    expect(listed.data[0]).toMatchObject({ userId: 'touch-b', activePresetCode: 'dyslexia', selfServiceEnabled: true });
  });

  it('summarises each profile: settings counted (enabled and all), preset, self-service, dates', async () => {
    await updateProfile(admin, 'summary-1', {
      features: [
        { featureCode: 'dark-mode', isEnabled: true },
        { featureCode: 'high-contrast', isEnabled: false },
        { featureCode: 'text-size', isEnabled: true, value: '1.5' },
      ],
      setBy: 'admin',
      selfServiceEnabled: false,
      configuredBy: 'teacher@school.example',
      gradeLevel: 4,
    });
    const [row] = (await listProfiles(admin, query({ q: 'summary-1' }))).data;
    expect(row).toMatchObject({
      userId: 'summary-1',
      activePresetCode: null,
      selfServiceEnabled: false,
      configuredBy: 'teacher@school.example',
      gradeLevel: 4,
      enabledFeatures: 2,
      totalFeatures: 3,
    });
    expect(new Date(row!.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(row!.createdAt).getTime());
  });

  it('searches user ids by substring, case-insensitively, in any script', async () => {
    await Promise.all(['Ada-Lovelace', 'lovelace-ada', 'grace-hopper', 'ÜBER-user', 'über-two'].map((id) => write(admin, `ci-${id}`)));
    expect(ids((await listProfiles(admin, query({ q: 'ADA' }))).data).sort()).toEqual(['ci-Ada-Lovelace', 'ci-lovelace-ada']);
    expect(ids((await listProfiles(admin, query({ q: 'ci-ada' }))).data)).toEqual(['ci-Ada-Lovelace']);
    expect(ids((await listProfiles(admin, query({ q: 'über' }))).data).sort()).toEqual(['ci-ÜBER-user', 'ci-über-two']);
    expect(ids((await listProfiles(admin, query({ q: '  hopper  ' }))).data)).toEqual(['ci-grace-hopper']);
  });

  it('takes %, _ and \\ literally (escaped LIKE wildcards)', async () => {
    const userIds = ['lit-100%', 'lit-1000', 'lit-a_b', 'lit-axb', 'lit-back\\slash', 'lit-backslash', 'lit-%_\\'];
    await Promise.all(userIds.map((id) => write(admin, id)));
    const search = async (q: string) => ids((await listProfiles(admin, query({ q, limit: 200 }))).data).sort();

    expect(await search('lit-')).toEqual([...userIds].sort());
    expect(await search('%')).toEqual(['lit-%_\\', 'lit-100%']);
    expect(await search('0%')).toEqual(['lit-100%']);
    expect(await search('_')).toEqual(['lit-%_\\', 'lit-a_b']);
    expect(await search('a_b')).toEqual(['lit-a_b']);
    expect(await search('\\')).toEqual(['lit-%_\\', 'lit-back\\slash']);
    expect(await search('%_\\')).toEqual(['lit-%_\\']);
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });

  it('keeps the search across pages', async () => {
    await writeInOrder(admin, ['paged-x1', 'other-1', 'paged-x2', 'other-2', 'paged-x3']);
    expect(await allPages(admin, { q: 'PAGED-X', limit: 2 })).toEqual([['paged-x3', 'paged-x2'], ['paged-x1']]);
  });

  it('is a read: viewers list; a key without profiles:read and a forged cursor are refused; long searches are refused', async () => {
    await write(admin, 'viewer-sees');
    expect(ids((await listProfiles(viewer, query({ q: 'viewer-sees' }))).data)).toEqual(['viewer-sees']);

    const noScope: Principal = { kind: 'api_key', tenantId: admin.tenantId, keyId: 'key_test', keyType: 'secret', scopes: ['analytics:read'] };
    await expect(listProfiles(noScope, query())).rejects.toMatchObject({ code: 'forbidden' });
    await expect(listProfiles(admin, query({ cursor: 'not-a-cursor' }))).rejects.toMatchObject({ code: 'validation_failed' });
    expect(listProfilesQuery.safeParse({ q: '😀'.repeat(256) }).success).toBe(true);
    expect(listProfilesQuery.safeParse({ q: '😀'.repeat(257) }).success).toBe(false);
    expect(listProfilesQuery.safeParse({ q: 'a\u0000b' }).success).toBe(false);
  });

  it('drops a deleted profile from the list', async () => {
    await write(admin, 'gone-soon');
    await deleteProfile(admin, 'gone-soon');
    expect((await listProfiles(admin, query({ q: 'gone-soon' }))).data).toEqual([]);
  });
});

describe('getProfileDetail', () => {
  it('answers the settings with who set them and when; another tenant’s profile reads as absent', async () => {
    await updateProfile(admin, 'detail-1', { features: [{ featureCode: 'text-size', isEnabled: true, value: '2' }], setBy: 'admin' });
    await applyPreset(admin, 'detail-1', { presetCode: 'dyslexia', clearExisting: false });
    await updateProfile(otherAdmin, 'detail-2', { features: [{ featureCode: 'dark-mode', isEnabled: true }], setBy: 'admin' });

    const detail = await getProfileDetail(viewer, 'detail-1');
    expect(detail).toMatchObject({ exists: true, userId: 'detail-1', activePresetCode: 'dyslexia', selfServiceEnabled: true });
    const textSize = detail.features.find((f) => f.featureCode === 'text-size');
    expect(textSize).toMatchObject({ isEnabled: true, value: '2', setBy: 'admin' });
    expect(detail.features.some((f) => f.setBy === 'preset')).toBe(true);
    for (const f of detail.features) expect(Date.parse(f.updatedAt)).not.toBeNaN();

    expect(await getProfileDetail(admin, 'detail-2')).toEqual({
      exists: false,
      userId: 'detail-2',
      activePresetCode: null,
      selfServiceEnabled: true,
      gradeLevel: null,
      configuredBy: null,
      createdAt: null,
      updatedAt: null,
      features: [],
    });
  });
});

describe('listUserEvents', () => {
  it('answers one end user’s events in the caller’s tenant, newest first, limited', async () => {
    const base = Date.now() - 60 * 60 * 1000;
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    await logEvents(admin, [
      { featureCode: 'dark-mode', externalUserId: 'events-user', action: 'activated', occurredAt: at(1) },
      { featureCode: 'text-size', externalUserId: 'events-user', action: 'adjusted', value: '1.5', sessionId: 's-1', occurredAt: at(3) },
      { featureCode: 'dark-mode', externalUserId: 'events-user', action: 'deactivated', occurredAt: at(2) },
      { featureCode: 'dark-mode', externalUserId: 'someone-else', action: 'activated', occurredAt: at(4) },
    ]);
    await logEvents(otherAdmin, [{ featureCode: 'high-contrast', externalUserId: 'events-user', action: 'activated', occurredAt: at(5) }]);

    const events = await listUserEvents(viewer, 'events-user');
    expect(events.map((e) => [e.featureCode, e.action, e.value, e.sessionId, e.occurredAt])).toEqual([
      ['text-size', 'adjusted', '1.5', 's-1', at(3).toISOString()],
      ['dark-mode', 'deactivated', null, null, at(2).toISOString()],
      ['dark-mode', 'activated', null, null, at(1).toISOString()],
    ]);
    expect((await listUserEvents(admin, 'events-user', 2)).map((e) => e.action)).toEqual(['adjusted', 'deactivated']);
    expect((await listUserEvents(otherAdmin, 'events-user')).map((e) => e.featureCode)).toEqual(['high-contrast']);
    expect(await listUserEvents(admin, 'nobody')).toEqual([]);
  });

  it('needs analytics:read', async () => {
    const writeOnly: Principal = { kind: 'api_key', tenantId: admin.tenantId, keyId: 'key_test', keyType: 'publishable', scopes: ['analytics:write'] };
    await expect(listUserEvents(writeOnly, 'events-user')).rejects.toMatchObject({ code: 'forbidden' });
  });
});

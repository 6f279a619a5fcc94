import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client.ts';
import { newId } from '@/lib/ids.ts';
import { activeMember, createTestTenant } from '@/test/fixtures.ts';
import { listAssignees } from './list-assignees.ts';

/** The portal's assignee picker of tracked issues: the tenant's active members by user id, no one else. */
describe('listAssignees', () => {
  it("lists the tenant's active members by user id and name, not invited, removed or another tenant's", async () => {
    const [{ tenantId }, other] = await Promise.all([createTestTenant(), createTestTenant()]);
    const [owner, member, removed, stranger] = await Promise.all([
      activeMember(tenantId, 'owner'),
      activeMember(tenantId, 'developer'),
      activeMember(tenantId, 'developer'),
      activeMember(other.tenantId, 'developer'),
    ]);
    await db.member.update({ where: { id: member.memberId }, data: { name: 'Ada Member' } });
    await db.member.update({ where: { id: removed.memberId }, data: { removedAt: new Date() } });
    await db.member.create({ data: { id: newId('mem'), tenantId, email: 'invited@example.com', role: 'developer', status: 'invited' } });

    const assignees = await listAssignees(owner.principal);
    const ids = assignees.map((a) => a.userId);
    expect(ids).toContain(owner.userId);
    expect(assignees.find((a) => a.userId === member.userId)?.name).toBe('Ada Member');
    expect(ids).not.toContain(removed.userId);
    expect(ids).not.toContain(stranger.userId);
    expect(assignees.every((a) => a.name.length > 0)).toBe(true);
  });

  it('is refused to a viewer, who cannot triage', async () => {
    const { tenantId } = await createTestTenant();
    const viewer = await activeMember(tenantId, 'viewer');
    await expect(listAssignees(viewer.principal)).rejects.toMatchObject({ code: 'forbidden' });
  });
});

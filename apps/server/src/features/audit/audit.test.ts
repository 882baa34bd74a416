import { auditPageSchema } from '@codeflow/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sqlRows';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser } from '../../test/users';
import { recordAudit } from '../../audit/auditLog';

describe.each(testDrivers)('audit trail (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('lists entries newest first with filters and paging', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    const actor = { id: admin.user.id, email: admin.user.email, ip: '192.0.2.1' };
    for (let i = 0; i < 3; i++) {
      await recordAudit(ctx().app.db, actor, {
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: `c${i}`,
        targetLabel: `CODE${i}`,
        details: {
          discount_percentage: i + 1,
          admin_password: 'never stored',
          new_password: 'nor this',
        },
      });
    }
    const list = async (query: string) => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/admin/audit-log?${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      return auditPageSchema.parse(res.json());
    };
    const all = await list('action=coupon.create');
    expect(all.total).toBe(3);
    expect(all.items.map((e) => e.target_label)).toEqual(['CODE2', 'CODE1', 'CODE0']);
    expect(all.items[0]).toMatchObject({ ip: '192.0.2.1', actor_email: admin.user.email });
    expect(all.items[0]?.details).toEqual({ discount_percentage: 3 });
    expect(JSON.stringify(all)).not.toContain('never stored');
    const second = await list('action=coupon.create&page=2&page_size=2');
    expect(second.items.map((e) => e.target_label)).toEqual(['CODE0']);
    expect((await list('search=code1')).items.map((e) => e.target_id)).toEqual(['c1']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&action=coupon.create`)).total).toBe(3);
    expect((await list('to=2000-01-01')).total).toBe(0);
    const bad = await ctx().app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=drop.tables',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses to update or delete an entry: the table is append-only', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    await recordAudit(
      ctx().app.db,
      { id: admin.user.id, email: admin.user.email, ip: null },
      {
        action: 'user.enable',
        targetType: 'user',
      },
    );
    await expect(
      ctx().database.db.execute(sql`update audit_log set actor_email = 'x'`),
    ).rejects.toThrow();
    await expect(ctx().database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const result = await ctx().database.db.execute(sql`select count(*)::int as n from audit_log`);
    expect(sqlRows<{ n: number }>(result)[0]?.n).toBeGreaterThanOrEqual(1);
  });
});

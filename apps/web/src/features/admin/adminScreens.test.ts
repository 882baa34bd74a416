import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, adminScreenAt, adminScreenOfTab, adminScreenUrl } from './adminScreens';

describe('admin screens', () => {
  it('puts the dashboard at /super-admin and every other screen under it', () => {
    expect(ADMIN_SCREENS.map(adminScreenUrl)).toEqual([
      '/super-admin',
      '/super-admin/users',
      '/super-admin/analytics',
      '/super-admin/commerce',
      '/super-admin/audit',
    ]);
  });

  it('finds the screen of a pathname, with or without a trailing slash', () => {
    expect(adminScreenAt('/super-admin/users').id).toBe('users');
    expect(adminScreenAt('/super-admin/audit/').id).toBe('audit');
    expect(adminScreenAt('/super-admin').id).toBe('dashboard');
    expect(adminScreenAt('/super-admin/').id).toBe('dashboard');
  });

  it('maps the old ?tab= values to their screens and ignores anything else', () => {
    expect(adminScreenOfTab('commerce')?.path).toBe('commerce');
    expect(adminScreenOfTab('dashboard')?.path).toBe('');
    expect(adminScreenOfTab('nonsense')).toBeNull();
    expect(adminScreenOfTab(null)).toBeNull();
  });
});

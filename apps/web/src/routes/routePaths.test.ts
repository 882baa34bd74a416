import { describe, expect, it } from 'vitest';
import { appRoutes } from './appRoutes';
import { routePaths } from './routePaths';

describe('routePaths', () => {
  it('lists every page of the app, sections included, and no catch-all', () => {
    const paths = routePaths(appRoutes());
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/dashboard',
        '/editor',
        '/account',
        '/account/confirm-email',
        '/app',
        '/checkout/test',
        '/super-admin',
        '/super-admin/users',
        '/privacy-policy',
      ]),
    );
    expect(paths.some((p) => p.includes('*'))).toBe(false);
    expect(paths).not.toContain('');
  });
});

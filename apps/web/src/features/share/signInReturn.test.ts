import { describe, expect, it } from 'vitest';
import { gateRedirect, pathAfterSignIn, signInPathFor } from './signInReturn';

describe('signInPathFor', () => {
  it('keeps a share link in the sign-in address', () => {
    const path = signInPathFor('/editor', '?shareId=abc-123');
    expect(path).toBe('/?auth=login&next=%2Feditor%3FshareId%3Dabc-123');
    const params = new URLSearchParams(path?.slice(2));
    expect(params.get('next')).toBe('/editor?shareId=abc-123');
  });

  it('escapes a share id that holds URL syntax', () => {
    const path = signInPathFor('/editor', '?shareId=' + encodeURIComponent('a&b=c#d'));
    const next = new URLSearchParams(path?.slice(2)).get('next');
    expect(next).toBe('/editor?shareId=a%26b%3Dc%23d');
  });

  it.each([
    ['/editor', '', '/editor'],
    ['/editor', '?shareId=', '/editor?shareId='],
    ['/dashboard', '?shareId=abc', '/dashboard?shareId=abc'],
    ['/account', '', '/account'],
    ['/super-admin/users', '?page=2', '/super-admin/users?page=2'],
  ])(
    'sends %s%s to the sign-in modal with next=%s (issue 22, item 17)',
    (pathname, search, next) => {
      const path = signInPathFor(pathname, search);
      expect(path.startsWith('/?auth=login&')).toBe(true);
      expect(new URLSearchParams(path.slice(2)).get('next')).toBe(next);
    },
  );

  it('sends a signed-out visitor of /pricing to the public pricing page', () => {
    expect(signInPathFor('/pricing', '')).toBe('/PricingPagePublic');
  });
});

describe('pathAfterSignIn', () => {
  it.each(['/editor?shareId=abc', '/dashboard'])('opens the path %s', (next) => {
    expect(pathAfterSignIn(next)).toBe(next);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
    '/editor\n',
    'editor',
  ])('refuses %j and opens /app', (next) => {
    expect(pathAfterSignIn(next)).toBe('/app');
  });
});

describe('gateRedirect', () => {
  it('sends a signed-out visitor of a protected page to the sign-in modal with the page in next', () => {
    expect(gateRedirect('/', false, '/editor', '?shareId=s1')).toBe(
      '/?auth=login&next=%2Feditor%3FshareId%3Ds1',
    );
    expect(gateRedirect('/', false, '/editor', '')).toBe('/?auth=login&next=%2Feditor');
    expect(gateRedirect('/', false, '/dashboard', '')).toBe('/?auth=login&next=%2Fdashboard');
  });

  it('sends a signed-in visitor of the landing page to `next`, or /app', () => {
    expect(gateRedirect('/app', true, '/', '?next=%2Feditor%3FshareId%3Ds1')).toBe(
      '/editor?shareId=s1',
    );
    expect(gateRedirect('/app', true, '/', '?next=%2F%2Fevil.example')).toBe('/app');
    expect(gateRedirect('/app', true, '/', '')).toBe('/app');
    expect(gateRedirect('/dashboard', true, '/super-admin', '?next=%2Feditor')).toBe('/dashboard');
  });
});

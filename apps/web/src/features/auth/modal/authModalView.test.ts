import { expect, it } from 'vitest';
import { parseAuthModalView } from './authModalView';

it('reads the four views', () => {
  expect(parseAuthModalView('login')).toBe('login');
  expect(parseAuthModalView('signup')).toBe('signup');
  expect(parseAuthModalView('forgot')).toBe('forgot');
  expect(parseAuthModalView('check-email')).toBe('check-email');
});

it('anything else keeps the modal closed', () => {
  expect(parseAuthModalView(null)).toBeNull();
  expect(parseAuthModalView('')).toBeNull();
  expect(parseAuthModalView('LOGIN')).toBeNull();
  expect(parseAuthModalView('admin')).toBeNull();
});

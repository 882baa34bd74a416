import { describe, expect, it } from 'vitest';
import {
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
  validateSignup,
} from './authValidation';

describe('validateLogin', () => {
  it.each([
    ['', ''],
    ['a@b.co', ''],
    ['', 'secret'],
    ['   ', 'secret'],
  ])('email %j and password %j → both required', (email, password) => {
    expect(validateLogin({ email, password })).toBe('Please enter both email and password');
  });

  it('accepts any non-empty pair (the server judges the credentials)', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('validateSignup', () => {
  const ok = {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'correct horse',
    confirmPassword: 'correct horse',
  };

  it('accepts a complete form', () => {
    expect(validateSignup(ok)).toBeNull();
  });

  it.each(['fullName', 'email', 'password', 'confirmPassword'] as const)('requires %s', (field) => {
    expect(validateSignup({ ...ok, [field]: '' })).toBe('Please fill in all fields');
  });

  it('a blank name counts as missing', () => {
    expect(validateSignup({ ...ok, fullName: '  ' })).toBe('Please fill in all fields');
  });

  it('passwords must match (checked before the length)', () => {
    expect(validateSignup({ ...ok, password: 'short', confirmPassword: 'shorter' })).toBe(
      'Passwords do not match',
    );
  });

  it('password of 7 characters is too short, 8 is enough', () => {
    expect(validateSignup({ ...ok, password: '1234567', confirmPassword: '1234567' })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(validateSignup({ ...ok, password: '12345678', confirmPassword: '12345678' })).toBeNull();
  });
});

describe('validateForgotPassword', () => {
  it('requires an email', () => {
    expect(validateForgotPassword({ email: '' })).toBe('Please enter your email address.');
    expect(validateForgotPassword({ email: ' ' })).toBe('Please enter your email address.');
    expect(validateForgotPassword({ email: 'a@b.co' })).toBeNull();
  });
});

describe('validateResetPassword', () => {
  it('requires both fields', () => {
    expect(validateResetPassword({ password: '', confirmPassword: 'abcdefgh' })).toBe(
      'Please fill in all fields',
    );
    expect(validateResetPassword({ password: 'abcdefgh', confirmPassword: '' })).toBe(
      'Please fill in all fields',
    );
  });

  it('requires a match, then 8 characters', () => {
    expect(validateResetPassword({ password: 'abcdefgh', confirmPassword: 'abcdefgi' })).toBe(
      'Passwords do not match',
    );
    expect(validateResetPassword({ password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(validateResetPassword({ password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBeNull();
  });
});

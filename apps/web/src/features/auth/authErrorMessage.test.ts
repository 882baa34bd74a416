import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import {
  formErrorMessage,
  googleErrorMessage,
  loginErrorMessage,
  serverDetailMessage,
} from './authErrorMessage';

const http = (status: number, detail?: unknown) =>
  new ApiError({ status, kind: 'http', message: `api message ${status}`, detail });
const offline = new ApiError({ status: 0, kind: 'offline', message: 'You are offline - api' });
const network = new ApiError({ status: 0, kind: 'network', message: 'Network error - api' });
const timeout = new ApiError({
  status: 0,
  kind: 'timeout',
  message: 'Request timed out. Please try again.',
});

describe('serverDetailMessage', () => {
  it('a string detail as is', () => {
    expect(serverDetailMessage(http(400, 'Email already registered'))).toBe(
      'Email already registered',
    );
  });

  it("a detail list → the first item's msg", () => {
    expect(
      serverDetailMessage(
        http(422, [
          { loc: ['body', 'email'], msg: 'Enter a valid email address', type: 'x' },
          { loc: ['body', 'password'], msg: 'second', type: 'x' },
        ]),
      ),
    ).toBe('Enter a valid email address');
  });

  it('a detail list without msg → Validation error occurred.', () => {
    expect(serverDetailMessage(http(422, [{ loc: [] }]))).toBe('Validation error occurred.');
    expect(serverDetailMessage(http(422, []))).toBe('Validation error occurred.');
  });

  it('nothing for 5xx, no detail, non-API errors', () => {
    expect(serverDetailMessage(http(500, 'stack trace'))).toBeNull();
    expect(serverDetailMessage(http(400))).toBeNull();
    expect(serverDetailMessage(http(400, ''))).toBeNull();
    expect(serverDetailMessage(new Error('boom'))).toBeNull();
    expect(serverDetailMessage(network)).toBeNull();
  });
});

describe('formErrorMessage (register, forgot password, reset, verify)', () => {
  it('server detail when present', () => {
    expect(formErrorMessage(http(429, 'Too many attempts. Try again in 5 minutes.'), 'fb')).toBe(
      'Too many attempts. Try again in 5 minutes.',
    );
  });

  it('the API layer message for time-outs, no answer and 5xx', () => {
    expect(formErrorMessage(timeout, 'fb')).toBe('Request timed out. Please try again.');
    expect(formErrorMessage(offline, 'fb')).toBe('You are offline - api');
    expect(formErrorMessage(http(503), 'fb')).toBe('api message 503');
  });

  it('the fallback otherwise', () => {
    expect(formErrorMessage(http(400), 'An unexpected error occurred.')).toBe(
      'An unexpected error occurred.',
    );
    expect(formErrorMessage(new TypeError('x'), 'An error occurred. Please try again.')).toBe(
      'An error occurred. Please try again.',
    );
  });
});

describe('loginErrorMessage', () => {
  it('401 → Invalid email or password, whatever the detail', () => {
    expect(loginErrorMessage(http(401, 'Not authenticated'))).toBe('Invalid email or password');
  });

  it('offline and network failures have their own texts', () => {
    expect(loginErrorMessage(offline)).toBe(
      'You are offline. Please check your internet connection.',
    );
    expect(loginErrorMessage(network)).toBe(
      'Network error - Please check your internet connection.',
    );
  });

  it('403 disabled and 429 rate-limited show the server detail', () => {
    expect(loginErrorMessage(http(403, 'Account disabled'))).toBe('Account disabled');
    expect(loginErrorMessage(http(429, 'Too many attempts. Try again in 1 minute.'))).toBe(
      'Too many attempts. Try again in 1 minute.',
    );
  });

  it('an answer without token or user → Invalid response from server', () => {
    expect(loginErrorMessage(new Error('Invalid response from server'))).toBe(
      'Invalid response from server',
    );
  });

  it('anything else → the login fallback', () => {
    expect(loginErrorMessage(http(400))).toBe(
      'Failed to login. Please check your credentials and try again.',
    );
    expect(loginErrorMessage(new Error('weird'))).toBe(
      'Failed to login. Please check your credentials and try again.',
    );
  });
});

describe('googleErrorMessage', () => {
  it('401 or unknown → Google authentication failed', () => {
    expect(googleErrorMessage(http(401, 'Google authentication failed'))).toBe(
      'Google authentication failed',
    );
    expect(googleErrorMessage(http(500))).toBe('Google authentication failed');
    expect(googleErrorMessage(new Error('x'))).toBe('Google authentication failed');
  });

  it('a disabled account says so', () => {
    expect(googleErrorMessage(http(403, 'Account disabled'))).toBe('Account disabled');
  });
});

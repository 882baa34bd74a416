import { expect, it } from 'vitest';
import { ApiError } from './api/ApiError';
import { shouldRetry } from './queryClient';

const http = (status: number) => new ApiError({ status, kind: 'http', message: 'x' });

it('does not retry client errors', () => {
  expect(shouldRetry(0, http(401))).toBe(false);
  expect(shouldRetry(0, http(422))).toBe(false);
});

it('retries server and network errors at most twice', () => {
  const network = new ApiError({ status: 0, kind: 'network', message: 'x' });
  expect(shouldRetry(0, http(503))).toBe(true);
  expect(shouldRetry(1, network)).toBe(true);
  expect(shouldRetry(2, network)).toBe(false);
});

import { expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { errorText } from './errorText';

const http = (status: number, detail?: unknown) =>
  new ApiError({ status, kind: 'http', message: `generic ${status}`, detail });

it("shows the server's detail when there is one, else the action's text", () => {
  expect(errorText(http(403, 'Admin password is incorrect.'), 'Failed')).toBe(
    'Admin password is incorrect.',
  );
  expect(errorText(http(500), 'Failed to update price.')).toBe('Failed to update price.');
  expect(errorText(new Error('boom'), 'Failed')).toBe('Failed');
});

it("keeps the API client's text for validation lists and for no answer at all", () => {
  expect(errorText(http(422, [{ msg: 'Invalid price.' }]), 'Failed')).toBe('generic 422');
  const timeout = new ApiError({ status: 0, kind: 'timeout', message: 'Request timed out.' });
  expect(errorText(timeout, 'Failed')).toBe('Request timed out.');
});

import { expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { notifyUnauthorized, setUnauthorizedHandler } from './unauthorizedHandler';

const error = new ApiError({ status: 401, kind: 'http', message: 'x' });

it('calls the registered handler until it is unregistered', () => {
  const first = vi.fn();
  const unregister = setUnauthorizedHandler(first);
  notifyUnauthorized(error);
  expect(first).toHaveBeenCalledWith(error);
  unregister();
  notifyUnauthorized(error);
  expect(first).toHaveBeenCalledTimes(1);
});

it('an old unregister does not remove a newer handler', () => {
  const unregisterOld = setUnauthorizedHandler(vi.fn());
  const newer = vi.fn();
  const unregisterNewer = setUnauthorizedHandler(newer);
  unregisterOld();
  notifyUnauthorized(error);
  expect(newer).toHaveBeenCalledTimes(1);
  unregisterNewer();
});

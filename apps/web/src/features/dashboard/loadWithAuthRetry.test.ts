import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import {
  DASHBOARD_MESSAGES,
  isAuthLoadError,
  loadErrorMessage,
  loadWithAuthRetry,
} from './loadWithAuthRetry';

const unauthorized = () =>
  new ApiError({
    status: 401,
    kind: 'http',
    message: 'Authentication required. Please log in again.',
  });

/** A load that fails with the given errors in turn, then answers `ok`. */
function scripted(errors: Error[]) {
  const log: string[] = [];
  let calls = 0;
  return {
    log,
    deps: {
      load: () => {
        log.push('load');
        const error = errors[calls++];
        return error === undefined ? Promise.resolve('ok') : Promise.reject(error);
      },
      refreshProfile: () => {
        log.push('refresh');
        return Promise.resolve(null);
      },
      wait: (ms: number) => {
        log.push(`wait ${ms}`);
        return Promise.resolve();
      },
    },
  };
}

describe('loadWithAuthRetry', () => {
  it('answers at once when the first load works', async () => {
    const s = scripted([]);
    await expect(loadWithAuthRetry(s.deps)).resolves.toBe('ok');
    expect(s.log).toEqual(['load']);
  });

  it('on a 401 refreshes the profile, waits 1 s and tries again', async () => {
    const s = scripted([unauthorized()]);
    await expect(loadWithAuthRetry(s.deps)).resolves.toBe('ok');
    expect(s.log).toEqual(['load', 'refresh', 'wait 1000', 'load']);
  });

  it('retries at most twice, then says authentication failed', async () => {
    const s = scripted([
      unauthorized(),
      new Error('Please log in to view your flowcharts.'),
      unauthorized(),
    ]);
    await expect(loadWithAuthRetry(s.deps)).rejects.toThrow(DASHBOARD_MESSAGES.authFailed);
    expect(s.log).toEqual(['load', 'refresh', 'wait 1000', 'load', 'refresh', 'wait 1000', 'load']);
  });

  it('succeeds on the last allowed retry', async () => {
    const s = scripted([unauthorized(), unauthorized()]);
    await expect(loadWithAuthRetry(s.deps)).resolves.toBe('ok');
  });

  it('does not retry other errors', async () => {
    const boom = new ApiError({
      status: 500,
      kind: 'http',
      message: 'Server error - please try again later.',
    });
    const s = scripted([boom]);
    await expect(loadWithAuthRetry(s.deps)).rejects.toBe(boom);
    expect(s.log).toEqual(['load']);
  });
});

describe('error classification and text', () => {
  it('recognises 401s and please-log-in messages', () => {
    expect(isAuthLoadError(unauthorized())).toBe(true);
    expect(isAuthLoadError(new Error('Your session may have expired. Please log in again.'))).toBe(
      true,
    );
    expect(isAuthLoadError(new Error('Please login'))).toBe(true);
    expect(isAuthLoadError(new ApiError({ status: 403, kind: 'http', message: 'Forbidden' }))).toBe(
      false,
    );
    expect(isAuthLoadError('401')).toBe(false);
  });

  it('shows the server detail when there is one, else "Failed to load flowcharts"', () => {
    const withDetail = new ApiError({
      status: 500,
      kind: 'http',
      message: 'x',
      detail: 'Database is down',
    });
    expect(loadErrorMessage(withDetail)).toBe('Database is down');
    const without = new ApiError({ status: 502, kind: 'http', message: 'x' });
    expect(loadErrorMessage(without)).toBe('Failed to load flowcharts');
    const network = new ApiError({ status: 0, kind: 'network', message: 'Network error' });
    expect(loadErrorMessage(network)).toBe('Failed to load flowcharts');
  });
});

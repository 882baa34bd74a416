import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { isTeamMember, serverGenerationError, shouldFallBackLocally } from './fallbackRules';

const http = (status: number, detail?: unknown) =>
  new ApiError({ status, kind: 'http', message: `m${status}`, detail });

describe('shouldFallBackLocally (docs/product.md#api and docs/product.md#constants-and-limits)', () => {
  it.each([
    ['time-out', new ApiError({ status: 0, kind: 'timeout', message: 't' })],
    ['network error', new ApiError({ status: 0, kind: 'network', message: 'n' })],
    ['offline', new ApiError({ status: 0, kind: 'offline', message: 'o' })],
    ['500', http(500)],
    ['503 busy', http(503, 'busy')],
    ['429 too many generations', http(429, 'Too many flowchart generations in a short time.')],
  ])('falls back on %s', (_, error) => {
    expect(shouldFallBackLocally(error)).toBe(true);
  });

  it.each([
    ['400', http(400, 'Code and language are required')],
    ['401', http(401)],
    ['413 size limit', http(413, 'Your Free plan allows 300 lines')],
    ['422', http(422, [{ msg: 'bad' }])],
    ['a non-API error', new Error('boom')],
  ])('does not fall back on %s', (_, error) => {
    expect(shouldFallBackLocally(error)).toBe(false);
  });
});

describe('serverGenerationError (docs/product.md#messages)', () => {
  it('shows the server detail', () => {
    expect(serverGenerationError(http(413, 'Your Free plan allows 300 lines'))).toBe(
      'Your Free plan allows 300 lines',
    );
  });
  it("uses the client's message for 401 and 422 lists", () => {
    expect(serverGenerationError(http(401))).toBe('m401');
    expect(serverGenerationError(http(422, [{ msg: 'x' }]))).toBe('m422');
  });
  it('falls back to "Failed to generate flowchart"', () => {
    expect(serverGenerationError(http(404))).toBe('Failed to generate flowchart');
    expect(serverGenerationError(new Error('x'))).toBe('Failed to generate flowchart');
  });
});

describe('isTeamMember (docs/product.md#roles-and-plans)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubStorage = (items: Record<string, string>) =>
    vi.stubGlobal('localStorage', { getItem: (k: string) => items[k] ?? null });

  it('uses the role the caller knows', () => {
    stubStorage({});
    expect(isTeamMember('team_member')).toBe(true);
    expect(isTeamMember('user')).toBe(false);
  });
  it('reads localStorage user or userInfo', () => {
    stubStorage({ user: JSON.stringify({ role: 'team_member' }) });
    expect(isTeamMember()).toBe(true);
    stubStorage({ userInfo: JSON.stringify({ role: 'team_member' }) });
    expect(isTeamMember()).toBe(true);
    stubStorage({ user: JSON.stringify({ role: 'user' }) });
    expect(isTeamMember()).toBe(false);
  });
  it('treats broken or missing storage as not a team member', () => {
    stubStorage({ user: '{not json' });
    expect(isTeamMember()).toBe(false);
    vi.stubGlobal('localStorage', undefined);
    expect(isTeamMember()).toBe(false);
  });
});

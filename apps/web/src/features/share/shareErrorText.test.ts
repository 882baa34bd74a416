import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { shareErrorText } from './shareErrorText';

describe('shareErrorText', () => {
  it("prefers the server's detail, then the error's message, then the fallback", () => {
    const refused = new ApiError({ status: 403, kind: 'http', message: 'x', detail: 'Upgrade' });
    expect(shareErrorText(refused, 'Failed')).toBe('Upgrade');
    const bare = new ApiError({ status: 500, kind: 'http', message: 'Server error' });
    expect(shareErrorText(bare, 'Failed')).toBe('Server error');
    expect(shareErrorText(new Error(''), 'Failed')).toBe('Failed');
    expect(shareErrorText('boom', 'Failed')).toBe('Failed');
  });
});

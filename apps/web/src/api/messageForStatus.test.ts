import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from './apiErrorMessages';
import { messageForStatus } from './messageForStatus';

describe('messageForStatus', () => {
  it('shows the server’s out-of-storage text (507): the change was not saved', () => {
    const detail =
      'The server is out of storage, so this change was not saved. Please try again later.';
    expect(messageForStatus(507, detail)).toBe(detail);
  });

  it('keeps the generic text for other server errors', () => {
    expect(messageForStatus(500, 'Internal server error')).toBe(API_ERROR_MESSAGES.server);
    expect(messageForStatus(507, undefined)).toBe(API_ERROR_MESSAGES.server);
  });
});

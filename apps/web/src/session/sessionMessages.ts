// The session's texts of docs/product.md#messages, verbatim: tests compare against these. The
// sign-in screens' texts (features/auth/authMessages.ts) include them.
export const SESSION_MESSAGES = {
  invalidResponse: 'Invalid response from server',
  sessionExpired: 'Session expired. Please log in again.',
  resendFailed: 'Failed to resend email',
} as const;

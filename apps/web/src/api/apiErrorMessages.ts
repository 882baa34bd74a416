// The API-layer texts of docs/product.md#messages, verbatim: UI code and tests compare against these.
export const API_ERROR_MESSAGES = {
  timeout: 'Request timed out. Please try again.',
  unauthorized: 'Authentication required. Please log in again.',
  invalidInput: 'Invalid input',
  validation: 'Validation error',
  server: 'Server error - please try again later.',
  network: 'Network error - unable to reach server',
  offline: 'You are offline - please check your internet connection',
  malformed: 'Unexpected answer from the server - please try again later.',
} as const;

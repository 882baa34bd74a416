// The texts of docs/product.md#validation-rules and docs/product.md#messages that the accounts UI shows, verbatim: tests compare against these.
import { SESSION_MESSAGES } from '../../session/sessionMessages';

export const AUTH_MESSAGES = {
  ...SESSION_MESSAGES,
  // §5 validation, shown before any call
  loginFieldsRequired: 'Please enter both email and password',
  signupFieldsRequired: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  emailRequired: 'Please enter your email address.',
  resetFieldsRequired: 'Please fill in all fields',
  // §8 after a call
  invalidCredentials: 'Invalid email or password',
  loginOffline: 'You are offline. Please check your internet connection.',
  loginNetwork: 'Network error - Please check your internet connection.',
  loginFailed: 'Failed to login. Please check your credentials and try again.',
  googleFailed: 'Google authentication failed',
  googleRenderFailed: 'Failed to render Google authentication button.',
  registerFailed: 'An unexpected error occurred.',
  forgotFailed: 'An error occurred. Please try again.',
  validationFailed: 'Validation error occurred.',
  noVerificationToken: 'No verification token found. Please check the link from your email.',
  verificationFailed: 'Verification failed. The link may be invalid or expired.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
} as const;

/** docs/product.md#constants-and-limits: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

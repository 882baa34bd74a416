import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from './authMessages';

// docs/product.md#validation-rules: each returns the message to show, or null when the form may be sent. They run
// before any call, so a rejected form never reaches the network.

export function validateLogin(input: { email: string; password: string }): string | null {
  if (input.email.trim() === '' || input.password === '') return AUTH_MESSAGES.loginFieldsRequired;
  return null;
}

export function validateSignup(input: {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}): string | null {
  if (
    input.fullName.trim() === '' ||
    input.email.trim() === '' ||
    input.password === '' ||
    input.confirmPassword === ''
  ) {
    return AUTH_MESSAGES.signupFieldsRequired;
  }
  if (input.password !== input.confirmPassword) return AUTH_MESSAGES.passwordsDoNotMatch;
  if (input.password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}

export function validateForgotPassword(input: { email: string }): string | null {
  return input.email.trim() === '' ? AUTH_MESSAGES.emailRequired : null;
}

export function validateResetPassword(input: {
  password: string;
  confirmPassword: string;
}): string | null {
  if (input.password === '' || input.confirmPassword === '') {
    return AUTH_MESSAGES.resetFieldsRequired;
  }
  if (input.password !== input.confirmPassword) return AUTH_MESSAGES.passwordsDoNotMatch;
  if (input.password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}

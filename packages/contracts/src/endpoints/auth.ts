import {
  choosePasswordBodySchema,
  forgotPasswordBodySchema,
  googleLoginBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  publicConfigSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  userProfileSchema,
  verifyEmailBodySchema,
} from '../auth';
import { defineEndpoint } from '../endpoint';
import { signUpChallengeSchema } from '../signUpProof';
import { noBodySchema } from '../requestRules';

const message = { 200: messageResponseSchema };

/** /api/auth/* and the public configuration (docs/product.md#api). */
export const authEndpoints = {
  /** The flags the signed-out UI needs (is Google sign-in on?). */
  publicConfig: defineEndpoint({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    responses: { 200: publicConfigSchema },
  }),
  /** A proof-of-work challenge for a sign-up past the free ones of a network (decision 036). */
  signUpChallenge: defineEndpoint({
    method: 'POST',
    path: '/api/auth/signup-challenge',
    access: 'public',
    body: noBodySchema,
    responses: { 200: signUpChallengeSchema },
  }),
  /** 428 past the free sign-ups of the caller's network without a valid `proof`. */
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    body: registerBodySchema,
    responses: { 201: messageResponseSchema },
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    access: 'public',
    body: verifyEmailBodySchema,
    responses: message,
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/auth/resend-verification',
    access: 'signedIn',
    body: noBodySchema,
    responses: message,
  }),
  /** Form data: `username` carries the email. */
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: loginBodySchema,
    responses: { 200: loginResponseSchema },
  }),
  /**
   * The "choose your password" step: login answered 403 `choosePasswordRequired` for a
   * temporary password; this sets the person's own password and signs in (decision 028).
   */
  choosePassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/choose-password',
    access: 'public',
    body: choosePasswordBodySchema,
    responses: { 200: loginResponseSchema },
  }),
  google: defineEndpoint({
    method: 'POST',
    path: '/api/auth/google',
    access: 'public',
    body: googleLoginBodySchema,
    responses: { 200: loginResponseSchema },
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    body: forgotPasswordBodySchema,
    responses: message,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    body: resetPasswordBodySchema,
    responses: message,
  }),
  logoutSession: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout-session',
    access: 'signedIn',
    body: noBodySchema,
    responses: message,
  }),
  logoutAll: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout-all',
    access: 'signedIn',
    body: noBodySchema,
    responses: message,
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/auth/me',
    access: 'signedIn',
    responses: { 200: userProfileSchema },
  }),
};

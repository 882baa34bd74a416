import { z } from 'zod';
import {
  accountOverviewSchema,
  accountSessionParamsSchema,
  accountSessionsSchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  confirmEmailChangeBodySchema,
  deleteAccountBodySchema,
  updateProfileBodySchema,
} from '../account';
import { messageResponseSchema, userProfileSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import { noBodySchema, noContentSchema } from '../requestRules';

const message = { 200: messageResponseSchema };

/** /api/account/*: the account settings page (docs/product.md#api). */
export const accountEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/account',
    access: 'signedIn',
    responses: { 200: accountOverviewSchema },
  }),
  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/api/account/profile',
    access: 'signedIn',
    body: updateProfileBodySchema,
    responses: { 200: userProfileSchema },
  }),
  /** Mails a confirmation link to the new address. */
  changeEmail: defineEndpoint({
    method: 'POST',
    path: '/api/account/email',
    access: 'signedIn',
    body: changeEmailBodySchema,
    responses: message,
  }),
  /** Public: the link may be opened in a browser where the person is not signed in. */
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/api/account/email/confirm',
    access: 'public',
    body: confirmEmailChangeBodySchema,
    responses: message,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/password',
    access: 'signedIn',
    body: changePasswordBodySchema,
    responses: message,
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/api/account/sessions',
    access: 'signedIn',
    responses: { 200: accountSessionsSchema },
  }),
  revokeSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    access: 'signedIn',
    params: accountSessionParamsSchema,
    body: noBodySchema,
    responses: { 204: noContentSchema },
  }),
  /** A JSON document written as it is read (every flowchart decrypted). */
  export: defineEndpoint({
    method: 'GET',
    path: '/api/account/export',
    access: 'signedIn',
    responses: {},
    stream: z.unknown(),
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/api/account/delete',
    access: 'signedIn',
    body: deleteAccountBodySchema,
    responses: message,
  }),
};

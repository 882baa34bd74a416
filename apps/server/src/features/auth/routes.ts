import formbody from '@fastify/formbody';
import {
  accountLockedMessage,
  authMessages,
  forgotPasswordBodySchema,
  googleLoginBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  noBodySchema,
  noParamsSchema,
  noQuerySchema,
  publicConfigSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  userProfileSchema,
  verifyEmailBodySchema,
} from '@codeflow/contracts';
import { AppError } from '../../domain/appError';
import { clientSubject } from '../../security/clientSubject';
import type { AppInstance } from '../../http/appInstance';
import { sendPasswordResetEmail, sendVerificationEmail } from './accountEmails';
import { authRateLimits as limits, enforceRateLimits } from './authRateLimits';
import { loginWithGoogle } from './googleLogin';
import { grantLoginPass, isKnownClient } from './loginLock';
import { authenticated, requireSession, requireUser } from './guard';
import { resetPassword, verifyEmail } from './oneTimeLinks';
import { loginWithPassword } from './passwordLogin';
import { registerAccount } from './registerAccount';
import { sessionMetaOf } from './requestMeta';
import { endSession } from './sessions';
import { findUserByEmail, findUserById, revokeAllTokens, toProfile } from './users';

const noInput = { params: noParamsSchema, querystring: noQuerySchema };
const message = { 200: messageResponseSchema };

/** /api/auth/* and the public GET /api/config (docs/product.md#api). */
export default async function authRoutes(app: AppInstance): Promise<void> {
  // login takes form data (docs/product.md#api); registered inside this plugin, so only here
  await app.register(formbody);
  const auth = app.auth;

  app.get('/api/config', { schema: { ...noInput, response: { 200: publicConfigSchema } } }, () => ({
    google_client_id: auth.google?.clientId ?? null,
  }));

  app.post(
    '/api/auth/register',
    { schema: { ...noInput, body: registerBodySchema, response: { 201: messageResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      await enforceRateLimits(
        auth.db,
        [
          [limits.registerPerIp, clientSubject(request.ip)],
          [limits.registerPerEmail, body.email],
        ],
        auth.rateLimitFactor,
      );
      await registerAccount(
        auth,
        { email: body.email, password: body.password, fullName: body.full_name },
        request.log,
      );
      return reply.status(201).send({ message: authMessages.registered });
    },
  );

  app.post(
    '/api/auth/verify-email',
    { schema: { ...noInput, body: verifyEmailBodySchema, response: message } },
    async (request) => {
      await verifyEmail(auth, request.body.token);
      return { message: authMessages.emailVerified };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      preValidation: authenticated,
      schema: { ...noInput, body: noBodySchema, response: message },
    },
    async (request) => {
      const user = await requireUser(request);
      if (user.isVerified) throw new AppError('ALREADY_VERIFIED', authMessages.alreadyVerified);
      await enforceRateLimits(
        auth.db,
        [
          [limits.resendPerIp, clientSubject(request.ip)],
          [limits.resendPerUser, user.id],
        ],
        auth.rateLimitFactor,
      );
      await sendVerificationEmail(auth, user);
      return { message: authMessages.verificationSent };
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { ...noInput, body: loginBodySchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const client = clientSubject(request.ip);
      await enforceRateLimits(
        auth.db,
        [
          [limits.loginPerIp, client],
          [limits.loginPerAccount, `${client}|${username}`],
        ],
        auth.rateLimitFactor,
      );
      // guesses spread over many addresses meet the account-wide limit; the owner's own
      // clients (and one that used a reset link) are not counted, so it cannot lock them out
      if (!(await isKnownClient(auth.db, username, request.ip))) {
        await enforceRateLimits(
          auth.db,
          [[limits.loginPerAccountAnyClient, username]],
          auth.rateLimitFactor,
          accountLockedMessage,
        );
      }
      reply.header('cache-control', 'no-store');
      return loginWithPassword(auth, username, password, sessionMetaOf(request));
    },
  );

  app.post(
    '/api/auth/google',
    {
      schema: { ...noInput, body: googleLoginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      await enforceRateLimits(
        auth.db,
        [[limits.googlePerIp, clientSubject(request.ip)]],
        auth.rateLimitFactor,
      );
      reply.header('cache-control', 'no-store');
      return loginWithGoogle(auth, request.body.credential, sessionMetaOf(request), request.log);
    },
  );

  app.post(
    '/api/auth/forgot-password',
    { schema: { ...noInput, body: forgotPasswordBodySchema, response: message } },
    async (request) => {
      const { email } = request.body;
      await enforceRateLimits(
        auth.db,
        [
          [limits.forgotPerIp, clientSubject(request.ip)],
          [limits.forgotPerEmail, email],
        ],
        auth.rateLimitFactor,
      );
      // the same answer, after the same work, whether or not the account exists: the lookup,
      // the token and the email come after the answer (decision 004)
      auth.email.later('sending a reset link', async () => {
        const user = await findUserByEmail(auth.db, email);
        if (user && !user.disabled) await sendPasswordResetEmail(auth, user);
      });
      return { message: authMessages.resetLinkSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { ...noInput, body: resetPasswordBodySchema, response: message } },
    async (request) => {
      await enforceRateLimits(
        auth.db,
        [[limits.resetPerIp, clientSubject(request.ip)]],
        auth.rateLimitFactor,
      );
      const userId = await resetPassword(auth, request.body.token, request.body.new_password);
      // the client proved it reads the account's email: it may sign in past a lock-out
      await grantLoginPass(auth.db, userId, request.ip);
      return { message: authMessages.passwordReset };
    },
  );

  app.post(
    '/api/auth/logout-session',
    {
      preValidation: authenticated,
      schema: { ...noInput, body: noBodySchema, response: message },
    },
    async (request) => {
      const { sessionId } = await requireSession(request);
      await endSession(auth.db, sessionId);
      return { message: authMessages.loggedOut };
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      preValidation: authenticated,
      schema: { ...noInput, body: noBodySchema, response: message },
    },
    async (request) => {
      const user = await requireUser(request);
      await revokeAllTokens(auth.db, user.id);
      return { message: authMessages.loggedOutEverywhere };
    },
  );

  app.get(
    '/api/auth/me',
    { preValidation: authenticated, schema: { ...noInput, response: { 200: userProfileSchema } } },
    async (request, reply) => {
      const { id } = await requireUser(request);
      // read fresh: the guard's row may be a cached one, and lifetime_flowcharts_created moves
      // with every saved flowchart
      const user = await findUserById(auth.db, id);
      if (!user) throw new AppError('NOT_AUTHENTICATED', authMessages.notAuthenticated);
      reply.header('cache-control', 'no-store');
      return toProfile(user);
    },
  );
}

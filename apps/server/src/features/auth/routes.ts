import formbody from '@fastify/formbody';
import {
  authMessages,
  forgotPasswordRequestSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  type LoginResponse,
  type MessageResponse,
  type PublicConfig,
  type UserProfile,
} from '@codeflow/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';
import { sendPasswordResetEmail, sendVerificationEmail } from './accountEmails';
import { authRateLimits as limits, enforceRateLimits } from './authRateLimits';
import { loginWithGoogle } from './googleLogin';
import { requireSession, requireUser } from './guard';
import { resetPassword, verifyEmail } from './oneTimeLinks';
import { loginWithPassword } from './passwordLogin';
import { registerAccount } from './registerAccount';
import { sessionMetaOf } from './requestMeta';
import { endSession } from './sessions';
import { findUserByEmail, findUserById, revokeAllTokens, toProfile } from './users';

/** SPEC.md §7 /api/auth/* and the public GET /api/config. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  // login takes form data (SPEC.md §7); registered inside this plugin, so only here
  await app.register(formbody);
  const auth = app.auth;

  app.get('/api/config', (_request, reply) => {
    const body: PublicConfig = { google_client_id: auth.google?.clientId ?? null };
    return reply.send(body);
  });

  app.post('/api/auth/register', async (request, reply): Promise<MessageResponse> => {
    const body = validate(registerRequestSchema, request.body);
    await enforceRateLimits(
      auth.db,
      [
        [limits.registerPerIp, request.ip],
        [limits.registerPerEmail, body.email],
      ],
      auth.rateLimitFactor,
    );
    await registerAccount(
      auth,
      { email: body.email, password: body.password, fullName: body.full_name },
      request.log,
    );
    reply.status(201);
    return { message: authMessages.registered };
  });

  app.post('/api/auth/verify-email', async (request): Promise<MessageResponse> => {
    const { token } = validate(verifyEmailRequestSchema, request.body);
    await verifyEmail(auth, token);
    return { message: authMessages.emailVerified };
  });

  app.post('/api/auth/resend-verification', async (request): Promise<MessageResponse> => {
    const user = await requireUser(request);
    if (user.isVerified) throw new HttpError(400, authMessages.alreadyVerified);
    await enforceRateLimits(
      auth.db,
      [
        [limits.resendPerIp, request.ip],
        [limits.resendPerUser, user.id],
      ],
      auth.rateLimitFactor,
    );
    await sendVerificationEmail(auth, user);
    return { message: authMessages.verificationSent };
  });

  app.post('/api/auth/login', async (request, reply): Promise<LoginResponse> => {
    const { username, password } = validate(loginRequestSchema, request.body);
    await enforceRateLimits(
      auth.db,
      [
        [limits.loginPerAccount, `${request.ip}|${username}`],
        [limits.loginPerIp, request.ip],
      ],
      auth.rateLimitFactor,
    );
    reply.header('cache-control', 'no-store');
    return loginWithPassword(auth, username, password, sessionMetaOf(request));
  });

  app.post('/api/auth/google', async (request, reply): Promise<LoginResponse> => {
    const { credential } = validate(googleLoginRequestSchema, request.body);
    await enforceRateLimits(auth.db, [[limits.googlePerIp, request.ip]], auth.rateLimitFactor);
    reply.header('cache-control', 'no-store');
    return loginWithGoogle(auth, credential, sessionMetaOf(request), request.log);
  });

  app.post('/api/auth/forgot-password', async (request): Promise<MessageResponse> => {
    const { email } = validate(forgotPasswordRequestSchema, request.body);
    await enforceRateLimits(
      auth.db,
      [
        [limits.forgotPerIp, request.ip],
        [limits.forgotPerEmail, email],
      ],
      auth.rateLimitFactor,
    );
    const user = await findUserByEmail(auth.db, email);
    if (user && !user.disabled) await sendPasswordResetEmail(auth, user);
    // the same answer whether or not the account exists
    return { message: authMessages.resetLinkSent };
  });

  app.post('/api/auth/reset-password', async (request): Promise<MessageResponse> => {
    const body = validate(resetPasswordRequestSchema, request.body);
    await enforceRateLimits(auth.db, [[limits.resetPerIp, request.ip]], auth.rateLimitFactor);
    await resetPassword(auth, body.token, body.new_password);
    return { message: authMessages.passwordReset };
  });

  app.post('/api/auth/logout-session', async (request): Promise<MessageResponse> => {
    const { sessionId } = await requireSession(request);
    await endSession(auth.db, sessionId);
    return { message: authMessages.loggedOut };
  });

  app.post('/api/auth/logout-all', async (request): Promise<MessageResponse> => {
    const user = await requireUser(request);
    await revokeAllTokens(auth.db, user.id);
    return { message: authMessages.loggedOutEverywhere };
  });

  app.get('/api/auth/me', async (request, reply): Promise<UserProfile> => {
    const { id } = await requireUser(request);
    // read fresh: the guard's row may be a cached one, and lifetime_flowcharts_created moves
    // with every saved flowchart
    const user = await findUserById(auth.db, id);
    if (!user) {
      throw new HttpError(401, authMessages.notAuthenticated, { 'www-authenticate': 'Bearer' });
    }
    reply.header('cache-control', 'no-store');
    return toProfile(user);
  });
}

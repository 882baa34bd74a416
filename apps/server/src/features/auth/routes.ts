import formbody from '@fastify/formbody';
import {
  accountLockedMessage,
  authEndpoints as endpoints,
  authMessages,
} from '@codeflow/contracts';
import { AppError } from '../../domain/appError';
import { clientSubject } from '../../security/clientSubject';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import {
  sendPasswordResetEmail,
  sendVerificationEmail,
  spendLikeResetEmail,
} from './accountEmails';
import { authRateLimits as limits, enforceRateLimits } from './authRateLimits';
import { loginWithGoogle } from './googleLogin';
import { grantLoginPass, isKnownClient } from './loginLock';
import { requireSession, requireUser } from './guard';
import { resetPassword, verifyEmail } from './oneTimeLinks';
import { loginWithPassword } from './passwordLogin';
import { registerAccount } from './registerAccount';
import { enforceSignUpLimits, issueSignUpChallenge } from './signUpProof';
import { chooseOwnPassword } from './temporaryPassword';
import { sessionMetaOf } from './requestMeta';
import { endSession } from './sessions';
import { findUserByEmail, findUserById, revokeAllTokens, toProfile } from './users';

/** /api/auth/* and the public GET /api/config (docs/product.md#api). */
export default async function authRoutes(app: AppInstance): Promise<void> {
  // login takes form data (docs/product.md#api); registered inside this plugin, so only here
  await app.register(formbody);
  const auth = app.auth;

  route(app, endpoints.publicConfig, () => ({
    google_client_id: auth.google?.clientId ?? null,
  }));

  route(app, endpoints.signUpChallenge, (request) =>
    issueSignUpChallenge(auth.proofKey, clientSubject(request.ip)),
  );

  route(app, endpoints.register, async (request, reply) => {
    const body = request.body;
    await enforceSignUpLimits(auth, clientSubject(request.ip), body.proof);
    await enforceRateLimits(auth.db, [[limits.registerPerEmail, body.email]], auth.rateLimitFactor);
    await registerAccount(
      auth,
      { email: body.email, password: body.password, fullName: body.full_name },
      request.log,
    );
    return reply.status(201).send({ message: authMessages.registered });
  });

  route(app, endpoints.verifyEmail, async (request) => {
    await verifyEmail(auth, request.body.token);
    return { message: authMessages.emailVerified };
  });

  route(app, endpoints.resendVerification, async (request) => {
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
    // an owner-made account is claimed through a link that lets the inbox's holder choose the
    // password (a reset link), never one that keeps a password someone else may know
    if (user.ownerProvisioned) await sendPasswordResetEmail(auth, user);
    else await sendVerificationEmail(auth, user);
    return { message: authMessages.verificationSent };
  });

  route(app, endpoints.login, async (request, reply) => {
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
  });

  route(app, endpoints.choosePassword, async (request, reply) => {
    const { username, password, new_password: newPassword } = request.body;
    const client = clientSubject(request.ip);
    // the same counters as login: this call checks a password too
    await enforceRateLimits(
      auth.db,
      [
        [limits.loginPerIp, client],
        [limits.loginPerAccount, `${client}|${username}`],
      ],
      auth.rateLimitFactor,
    );
    reply.header('cache-control', 'no-store');
    return chooseOwnPassword(
      auth,
      { email: username, temporaryPassword: password, newPassword },
      sessionMetaOf(request),
    );
  });

  route(app, endpoints.google, async (request, reply) => {
    await enforceRateLimits(
      auth.db,
      [[limits.googlePerIp, clientSubject(request.ip)]],
      auth.rateLimitFactor,
    );
    reply.header('cache-control', 'no-store');
    return loginWithGoogle(auth, request.body.credential, sessionMetaOf(request), request.log);
  });

  route(app, endpoints.forgotPassword, async (request) => {
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
      // the same database work either way, so the next request is not slowed by a known
      // address's token (issue 21 finding 11)
      if (user && !user.disabled) await sendPasswordResetEmail(auth, user);
      else await spendLikeResetEmail(auth, email);
    });
    return { message: authMessages.resetLinkSent };
  });

  route(app, endpoints.resetPassword, async (request) => {
    await enforceRateLimits(
      auth.db,
      [[limits.resetPerIp, clientSubject(request.ip)]],
      auth.rateLimitFactor,
    );
    const userId = await resetPassword(auth, request.body.token, request.body.new_password);
    // the client proved it reads the account's email: it may sign in past a lock-out
    await grantLoginPass(auth.db, userId, request.ip);
    return { message: authMessages.passwordReset };
  });

  route(app, endpoints.logoutSession, async (request) => {
    const { sessionId } = await requireSession(request);
    await endSession(auth.db, sessionId);
    return { message: authMessages.loggedOut };
  });

  route(app, endpoints.logoutAll, async (request) => {
    const user = await requireUser(request);
    await revokeAllTokens(auth.db, user.id);
    return { message: authMessages.loggedOutEverywhere };
  });

  route(app, endpoints.me, async (request, reply) => {
    const { id } = await requireUser(request);
    // read fresh: the guard's row may be a cached one, and lifetime_flowcharts_created moves
    // with every saved flowchart
    const user = await findUserById(auth.db, id);
    if (!user) throw new AppError('NOT_AUTHENTICATED', authMessages.notAuthenticated);
    reply.header('cache-control', 'no-store');
    return toProfile(user);
  });
}

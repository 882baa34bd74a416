import { Readable } from 'node:stream';
import {
  accountEndpoints as endpoints,
  accountExportFileName,
  accountMessages,
} from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import type { RateLimitRule } from '../../security/rateLimit';
import { clientSubject } from '../../security/clientSubject';
import { enforceRateLimits } from '../auth/authRateLimits';
import { requireSession, requireUser } from '../auth/guard';
import { deleteAccount } from './accountDeletion';
import { exportAccount } from './accountExport';
import { listSessions, revokeSession } from './accountSessions';
import { confirmEmailChange, requestEmailChange } from './emailChange';
import { changePassword } from './passwordChange';
import { accountOverview, updateFullName } from './profile';

const limits = {
  emailChangePerUser: { name: 'email-change:user', limit: 5, windowSeconds: 60 * 60 },
  confirmEmailPerIp: { name: 'email-confirm:ip', limit: 20, windowSeconds: 60 * 60 },
  exportPerUser: { name: 'export:user', limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** /api/account/*: the account settings page (docs/product.md#api). */
export default async function accountRoutes(app: AppInstance): Promise<void> {
  const auth = app.auth;

  route(app, endpoints.overview, async (request) =>
    accountOverview(auth.db, (await requireUser(request)).id),
  );

  route(app, endpoints.updateProfile, async (request) => {
    const user = await requireUser(request);
    return updateFullName(auth.db, user.id, request.body.full_name);
  });

  route(app, endpoints.changeEmail, async (request) => {
    const user = await requireUser(request);
    await enforceRateLimits(auth.db, [[limits.emailChangePerUser, user.id]], auth.rateLimitFactor);
    await requestEmailChange(auth, user.id, {
      newEmail: request.body.new_email,
      currentPassword: request.body.current_password,
    });
    return { message: accountMessages.emailChangeSent };
  });

  // public: the link may be opened in a browser where the person is not signed in
  route(app, endpoints.confirmEmail, async (request) => {
    await enforceRateLimits(
      auth.db,
      [[limits.confirmEmailPerIp, clientSubject(request.ip)]],
      auth.rateLimitFactor,
    );
    await confirmEmailChange(auth.db, request.body.token);
    return { message: accountMessages.emailChanged };
  });

  route(app, endpoints.changePassword, async (request) => {
    await changePassword(auth, await requireSession(request), {
      currentPassword: request.body.current_password,
      newPassword: request.body.new_password,
    });
    return { message: accountMessages.passwordChanged };
  });

  route(app, endpoints.sessions, async (request) =>
    listSessions(auth.db, await requireSession(request)),
  );

  route(app, endpoints.revokeSession, async (request, reply) => {
    const user = await requireUser(request);
    await revokeSession(auth.db, user.id, request.params.id);
    return reply.status(204).send();
  });

  // a file, written as it is read: no response schema encodes a stream
  route(app, endpoints.export, async (request, reply) => {
    const user = await requireUser(request);
    await enforceRateLimits(auth.db, [[limits.exportPerUser, user.id]], auth.rateLimitFactor);
    const cipher = await app.dataCipher();
    const body = Readable.from(
      exportAccount({ db: auth.db, cipher, publicUrl: app.config.publicUrl }, user.id),
    );
    body.on('error', (error) => request.log.error({ err: error }, 'account export failed'));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${accountExportFileName(new Date())}"`)
      .send(body);
  });

  route(app, endpoints.delete, async (request) => {
    await deleteAccount(auth, app.billing, await requireSession(request), {
      password: request.body.password,
      confirmation: request.body.confirmation,
    });
    return { message: accountMessages.accountDeleted };
  });
}

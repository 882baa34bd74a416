import { contactEndpoints, contactTexts, tooManyAttemptsMessage } from '@codeflow/contracts';
import { operatorOf } from '../../config';
import { AppError } from '../../domain/appError';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import { clientSubject } from '../../security/clientSubject';
import { consumeRateLimit, type RateLimitRule } from '../../security/rateLimit';
import { contactEmail } from './contactEmail';
import { storeContactMessage } from './contactMessages';

/** Per client and per sender address; generous for people, useless for a spam run. */
export const contactRateLimits = {
  perIp: { name: 'contact:ip', limit: 5, windowSeconds: 3600 },
  perEmail: { name: 'contact:email', limit: 3, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

/** POST /api/contact: the contact page's form, stored and emailed to SUPPORT_EMAIL. */
export default async function contactRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app;
  route(
    app,
    contactEndpoints.send,
    // a 5,000-character message in any script (up to 4 bytes a character), with the rest
    { bodyLimit: 32 * 1024 },
    async (request, reply) => {
      const body = request.body;
      const factor = config.rateLimitFactor ?? 1;
      const checks: [RateLimitRule, string][] = [
        [contactRateLimits.perIp, clientSubject(request.ip)],
        [contactRateLimits.perEmail, body.email.toLowerCase()],
      ];
      for (const [rule, subject] of checks) {
        const limited = { ...rule, limit: Math.round(rule.limit * factor) };
        const result = await consumeRateLimit(db, limited, subject);
        if (!result.allowed) {
          throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(result.retryAfterSeconds), {
            retryAfterSeconds: result.retryAfterSeconds,
          });
        }
      }
      // the honeypot: the same answer, so a bot cannot tell, but nothing is kept or sent
      if (body.website !== undefined && body.website.trim() !== '') {
        return reply.status(201).send({ message: contactTexts.sent });
      }
      const message = {
        name: body.name,
        email: body.email,
        subject: body.subject,
        message: body.message,
      };
      const userAgent = request.headers['user-agent'];
      await storeContactMessage(db, {
        ...message,
        ip: request.ip || null,
        userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
      });
      // after the row is written, in the background: a slow mail server must not hold the answer
      app.auth.email.send(contactEmail(operatorOf(config).supportEmail, message));
      return reply.status(201).send({ message: contactTexts.sent });
    },
  );
}

import {
  EMBED_NOT_DRAWN,
  EMBED_NOT_FOUND,
  embedChartNotFound,
  embedEndpoints as endpoints,
  parseEmbedFile,
  tooManyAttemptsMessage,
} from '@codeflow/contracts';
import { chartImageEtag, chartImageHeaders, sendChartImage } from '../../chartImages/index';
import { AppError } from '../../domain/appError';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import { clientSubject } from '../../security/clientSubject';
import { consumeRateLimit, type RateLimitRule } from '../../security/rateLimit';
import { requireUser } from '../auth/guard';
import { disableEmbed, enableEmbed, findEmbed } from './embedService';

/**
 * Per client: a person reloading a page of diagrams never comes near it; GitHub's image proxy
 * fetches each README picture about once a minute (Cache-Control below) from a few addresses.
 */
export const embedRateLimit: RateLimitRule = { name: 'embed:ip', limit: 300, windowSeconds: 60 };

/**
 * READMEs: GitHub's image proxy and browsers may keep a picture a minute, and show it a minute
 * longer while they fetch the next one; a save shows within about two minutes there, and at
 * once on our own URL (decision 029).
 */
export const EMBED_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

/** Living embeds (contracts/embeds.ts documents every call). */
export default async function embedRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app;

  route(app, endpoints.enable, async (request) => {
    const user = await requireUser(request);
    return enableEmbed(db, await app.dataCipher(), user, request.params.id, config.publicUrl);
  });

  route(app, endpoints.disable, async (request, reply) => {
    const user = await requireUser(request);
    await disableEmbed(db, user.id, request.params.id);
    return reply.status(204).send();
  });

  route(app, endpoints.image, async (request, reply) => {
    const factor = config.rateLimitFactor ?? 1;
    const limited = await consumeRateLimit(
      db,
      { ...embedRateLimit, limit: Math.round(embedRateLimit.limit * factor) },
      clientSubject(request.ip),
    );
    if (!limited.allowed) {
      throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(limited.retryAfterSeconds), {
        retryAfterSeconds: limited.retryAfterSeconds,
      });
    }
    const file = parseEmbedFile(request.params.file);
    const embed = file && (await findEmbed(db, await app.dataCipher(), file.token));
    if (!file || !embed) throw new AppError('NOT_FOUND', EMBED_NOT_FOUND);
    const chart = request.query.chart;
    const wanted = { format: file.format, chart: chart === undefined ? null : { name: chart } };
    const etag = chartImageEtag(embed.version, wanted);
    // another site may show it (<img>); helmet's same-origin resource policy would forbid that
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) {
      return chartImageHeaders(reply, file.format)
        .header('etag', etag)
        .header('cache-control', EMBED_CACHE_CONTROL)
        .status(304)
        .send();
    }
    const image = await app.chartImages.image(embed.version, wanted, embed.source);
    if (image.kind === 'none') {
      throw image.reason === 'no_such_chart'
        ? new AppError('NOT_FOUND', embedChartNotFound(chart ?? ''))
        : new AppError('NOT_DRAWABLE', EMBED_NOT_DRAWN);
    }
    reply.header('etag', etag).header('cache-control', EMBED_CACHE_CONTROL);
    return sendChartImage(reply, file.format, image.bytes);
  });
}

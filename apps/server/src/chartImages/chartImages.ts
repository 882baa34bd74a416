import { createHash } from 'node:crypto';
import { CHART_IMAGE_BUSY } from '@codeflow/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../domain/appError';
import type { ChartSource } from '../flowchartStore/index';
import { ChartImageCache, type CachedImage } from './chartImageCache';

/** What to draw: a format, and which chart (`{name}`, the whole file, or the largest). */
export type ChartImageRequest = {
  format: 'svg' | 'png';
  chart: { name: string } | null | 'largest';
  maxSize?: { width: number; height: number };
};

/** The flowchart's version a picture is of: its id and the time of its last save. */
export type ChartVersion = { id: string; updatedAt: Date };

/**
 * Changes when the drawing changes for the same code (the renderer's look): old ETags and cached
 * pictures then stop matching.
 */
const RENDERER_REVISION = '1';

const keyOf = (version: ChartVersion, request: ChartImageRequest) =>
  JSON.stringify([
    version.id,
    version.updatedAt.toISOString(),
    request.format,
    request.chart,
    request.maxSize ?? null,
  ]);

/**
 * The ETag of a picture: a hash of the flowchart's id, its version and what is drawn, so every
 * instance gives the same one without drawing (a 304 costs no render) and it says nothing about
 * the flowchart.
 */
export function chartImageEtag(version: ChartVersion, request: ChartImageRequest): string {
  const hash = createHash('sha256')
    .update(`${RENDERER_REVISION}:${keyOf(version, request)}`)
    .digest('base64url')
    .slice(0, 27);
  return `"${hash}"`;
}

/**
 * Pictures of saved flowcharts, drawn from their code by the generator pool's workers (the engine
 * and the Node renderer the CLI uses, never on the event loop) and cached by flowchart version
 * (decision 029). Embeds and dashboard thumbnails both come from here.
 */
export class ChartImages {
  readonly cache: ChartImageCache;

  constructor(
    private readonly app: Pick<FastifyInstance, 'generatorPool' | 'log'>,
    cache = new ChartImageCache(),
  ) {
    this.cache = cache;
  }

  /**
   * The picture of `version` as `request` says; `source` decrypts the code, called only when the
   * picture has to be drawn. UNAVAILABLE when no worker could draw it in time.
   */
  image(
    version: ChartVersion,
    request: ChartImageRequest,
    source: () => Promise<ChartSource>,
  ): Promise<CachedImage> {
    return this.cache.get(keyOf(version, request), async () => {
      const { code, language, isCompact } = await source();
      try {
        const output = await this.app.generatorPool.run(
          { code, language, compact: isCompact, render: request },
          // the queue takes owners in turn: pictures are one owner beside the people generating
          'chart-images',
        );
        if (output.ok && output.bytes) return { kind: 'image', bytes: output.bytes };
        const outcome = JSON.parse(output.json) as { error: 'not_drawn' | 'no_such_chart' };
        return { kind: 'none', reason: outcome.error };
      } catch (error) {
        this.app.log.warn({ err: error, flowchartId: version.id }, 'chart image not drawn');
        throw new AppError('UNAVAILABLE', CHART_IMAGE_BUSY, {
          retryAfterSeconds: 5,
        });
      }
    });
  }
}

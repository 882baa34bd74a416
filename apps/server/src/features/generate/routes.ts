import {
  CODE_AND_LANGUAGE_REQUIRED,
  GENERATE_LANGUAGES,
  generateRequestSchema,
  GENERATION_BUSY,
  GENERATION_TIMED_OUT,
  unsupportedLanguageMessage,
} from '@codeflow/contracts';
import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_GENERATE_TIMEOUT_MS, type Config } from '../../config';
import type { Db } from '../../db/database';
import { HttpError, ValidationError } from '../../http/errors';
import { validate } from '../../http/validate';
import { requireUser } from '../auth/guard';
import { effectiveTier } from '../subscription/effectiveTier';
import { checkCodeSize, countLines } from './codeLimits';
import { GenerationEventRecorder, type GenerationEvent } from './generationEvents';
import { GenerationBusyError, GenerationTimeoutError, GeneratorPool } from './generatorPool';

export type GenerateRoutesOptions = {
  config: Pick<Config, 'generateTimeoutMs' | 'generateWorkers'>;
  db: Db;
};

const languages: readonly string[] = GENERATE_LANGUAGES;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * POST /api/generate-flowchart (packages/contracts/src/generate.ts documents every answer).
 * The engine runs in a worker pool under a hard time limit; the code is never stored or logged,
 * only an analytics event is recorded.
 */
export function generateRoutes({ config, db }: GenerateRoutesOptions) {
  return (app: FastifyInstance): Promise<void> => {
    const pool = new GeneratorPool({
      size: config.generateWorkers ?? Math.min(2, availableParallelism()),
      timeoutMs: config.generateTimeoutMs ?? DEFAULT_GENERATE_TIMEOUT_MS,
      log: app.log,
    });
    const events = new GenerationEventRecorder(db, app.log);
    // a listening server warms its workers at once; inject-only apps (tests) start them on use
    app.addHook('onListen', (done) => {
      pool.start();
      done();
    });
    app.addHook('onClose', async () => {
      await pool.close();
      await events.flush();
    });

    app.post('/api/generate-flowchart', async (request, reply) => {
      const user = await requireUser(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (isBlank(body.code) || isBlank(body.language)) {
        // SPEC §5: "Code and language are required, with empty flowchart"; `detail` too, for
        // clients that read the error catalogue's field (contracts/generate.ts)
        return reply.status(400).send({
          flowchart: '',
          graph: null,
          error: CODE_AND_LANGUAGE_REQUIRED,
          diagnostics: [],
          detail: CODE_AND_LANGUAGE_REQUIRED,
        });
      }
      const input = validate(generateRequestSchema, body, 'body', ['code']);
      const language = input.language.trim().toLowerCase();
      if (!languages.includes(language)) {
        throw new ValidationError([
          {
            loc: ['body', 'language'],
            msg: unsupportedLanguageMessage(input.language),
            type: 'enum',
          },
        ]);
      }

      const started = performance.now();
      const event = (outcome: GenerationEvent['outcome'], lineCount: number): GenerationEvent => ({
        userId: user.id,
        language,
        lineCount,
        durationMs: Math.round(performance.now() - started),
        outcome,
      });

      let lines: number;
      try {
        lines = checkCodeSize(input.code, effectiveTier(user));
      } catch (error) {
        events.record(event('too_large', countLines(input.code)));
        throw error;
      }

      try {
        const output = await pool.run({ code: input.code, language, compact: input.is_compact });
        events.record(event(output.ok ? 'ok' : 'error', lines));
        // the worker serialised the engine's answer; send it as it is
        return reply.type('application/json; charset=utf-8').send(output.json);
      } catch (error) {
        if (error instanceof GenerationTimeoutError) {
          events.record(event('timeout', lines));
          throw new HttpError(422, GENERATION_TIMED_OUT);
        }
        if (error instanceof GenerationBusyError) {
          events.record(event('busy', lines));
          throw new HttpError(503, GENERATION_BUSY, { 'retry-after': '1' });
        }
        throw error;
      }
    });
    return Promise.resolve();
  };
}

import {
  answerTooLargeMessage,
  countLines,
  CODE_AND_LANGUAGE_REQUIRED_ANSWER,
  GENERATION_BUSY,
  GENERATION_TIMED_OUT,
  GENERATE_BODY_LIMIT,
  generateEndpoints,
  type GenerateResponse,
  lacksCodeOrLanguage,
  MAX_ANSWER_BYTES,
} from '@codeflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/appError';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import { requireUser } from '../auth/guard';
import { effectiveTier } from '../../plans/effectiveTier';
import { checkCodeSize } from '../../plans/codeLimits';
import type { GenerationEvent } from './generationEvents';
import { GenerationBusyError, GenerationTimeoutError } from './generatorPool';
import type { UserGenerationLimits } from './userGenerationLimits';

/**
 * Missing or empty code or language: the 400 answer of docs/product.md#validation-rules ("Code
 * and language are required", with an empty flowchart), given before the body's schema runs.
 */
async function requireCodeAndLanguage(request: FastifyRequest, reply: FastifyReply) {
  if (lacksCodeOrLanguage(request.body)) {
    return reply.status(400).send(CODE_AND_LANGUAGE_REQUIRED_ANSWER);
  }
}

const releases = new WeakMap<FastifyRequest, () => void>();

/**
 * Per-user limits, before the body is read: a user's request over their limits costs the
 * server no body parsing (the pool takes users in turn besides). The slot is freed with the answer.
 */
function generationSlot(limits: UserGenerationLimits) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await requireUser(request);
    releases.set(request, limits.acquire(user.id));
    // the slot taken above is released with the answer, a refusal here included
    await limits.checkShared(user.id);
  };
}

async function releaseSlot(request: FastifyRequest): Promise<void> {
  releases.get(request)?.();
  releases.delete(request);
}

/**
 * POST /api/generate-flowchart (packages/contracts/src/generate.ts documents every answer).
 * The engine runs in the worker pool (app.generatorPool) under a hard time limit; the code is
 * never stored or logged, only an analytics event is recorded.
 */
export default async function generateRoutes(app: AppInstance): Promise<void> {
  const pool = app.generatorPool;
  const events = app.generationEvents;
  const limits = app.generationLimits;

  // 200 is the worker's JSON text, sent as it is: the response schema documents it
  route(
    app,
    generateEndpoints.generate,
    {
      // after the token (the entry is `signedIn`), before the body is read; a missing field
      // before the body's schema
      onRequest: generationSlot(limits),
      onResponse: releaseSlot,
      onRequestAbort: releaseSlot,
      preValidation: requireCodeAndLanguage,
      bodyLimit: GENERATE_BODY_LIMIT,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const input = request.body;
      const started = performance.now();
      const event = (outcome: GenerationEvent['outcome'], lineCount: number): GenerationEvent => ({
        userId: user.id,
        language: input.language,
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
        const output = await pool.run(
          { code: input.code, language: input.language, compact: input.is_compact },
          user.id,
        );
        const answerBytes = Buffer.byteLength(output.json, 'utf8');
        if (answerBytes > MAX_ANSWER_BYTES) {
          events.record(event('too_large', lines));
          throw new AppError('CODE_TOO_LARGE', answerTooLargeMessage(answerBytes));
        }
        events.record(event(output.ok ? 'ok' : 'error', lines));
        // the worker serialised the engine's GenerateResponse; Fastify sends a string with a JSON
        // type as it is, without the schema's serializer (the type says what the text holds)
        const json = output.json as unknown as GenerateResponse;
        return reply.type('application/json; charset=utf-8').send(json);
      } catch (error) {
        if (error instanceof GenerationTimeoutError) {
          events.record(event('timeout', lines));
          throw new AppError('GENERATION_TIMED_OUT', GENERATION_TIMED_OUT);
        }
        if (error instanceof GenerationBusyError) {
          events.record(event('busy', lines));
          throw new AppError('UNAVAILABLE', GENERATION_BUSY, { retryAfterSeconds: 1 });
        }
        throw error;
      }
    },
  );
}

import { z } from 'zod';
import { parseLanguage, unsupportedLanguageMessage, type LanguageTag } from './languages';
import { codeBytesAllowance } from './codeWindow';
import { MAX_CODE_BYTES, PLAN_FEATURES, TIER_NAMES, upgradeTierFor, type Tier } from './plans';
import { requestBody, type IssueParams } from './requestRules';

/**
 * POST /api/generate-flowchart (signed in). Code and diagram are never stored or logged; the
 * server records only an analytics event (language, line count, duration, outcome).
 *
 * - 200 GenerateResponse. `error` is set (and `flowchart` empty) when the engine could not draw
 *   the code, e.g. "No code provided" for blank code or a file that is all syntax errors.
 * - 400 GenerateResponse + detail when code or language is missing or empty:
 *   `{flowchart: "", graph: null, error: "Code and language are required", diagnostics: [],
 *   detail: "Code and language are required"}` — clients reading `detail` and clients reading
 *   `error` (docs/product.md#validation-rules, #messages) both show the message.
 * - 413 `{detail}` when the code is longer than the plan's max_code_lines (codeLinesMessage),
 *   larger than the plan's byte allowance (planCodeBytesMessage: lines × MAX_BYTES_PER_LINE, so
 *   the line limit cannot be dodged by joining lines) or than MAX_CODE_BYTES (codeBytesMessage),
 *   or when the drawn answer would be over MAX_ANSWER_BYTES (answerTooLargeMessage).
 * - 413 `{detail}` for a request body over GENERATE_BODY_LIMIT.
 * - 429 `{detail}` past the per-user limits: GENERATIONS_IN_FLIGHT at once, or the rate.
 * - 422 `{detail: [{loc, msg, type}]}` for an unsupported language or a non-boolean is_compact.
 * - 422 `{detail: GENERATION_TIMED_OUT}` when the engine ran past the server's time limit.
 * - 503 `{detail: GENERATION_BUSY}` when every worker stayed busy past the time limit.
 */
export const generateRequestSchema = z.object({
  code: z.string(),
  language: z.string(),
  is_compact: z.boolean().default(false),
});
export type GenerateRequest = z.input<typeof generateRequestSchema>;

/** The engine's answer; `graph` is the FlowGraph of docs/architecture.md#flowgraph-contract (null on error or `other`). */
export const generateResponseSchema = z.object({
  flowchart: z.string(),
  graph: z.unknown().nullable(),
  error: z.string().nullable(),
  diagnostics: z.array(z.object({ line: z.number(), message: z.string() })),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/**
 * The request body's size limit: the code at MAX_CODE_BYTES, with room for JSON's escapes
 * (a newline or a quote takes two bytes) and the other fields.
 */
export const GENERATE_BODY_LIMIT = 2 * MAX_CODE_BYTES + 16 * 1024;

export function maxCodeBytes(tier: Tier): number {
  return codeBytesAllowance(PLAN_FEATURES[tier].max_code_lines);
}

/** 413 detail for code over the plan's byte allowance, naming the plan that lifts it. */
export function planCodeBytesMessage(tier: Tier, bytes: number): string {
  const kb = (n: number) => Math.ceil(n / 1024);
  const next = upgradeTierFor(tier, (f) => codeBytesAllowance(f.max_code_lines) >= bytes);
  const base = `This code is ${kb(bytes)} KB; the ${TIER_NAMES[tier]} plan allows ${kb(maxCodeBytes(tier))} KB (${PLAN_FEATURES[tier].max_code_lines} lines).`;
  if (!next) return `${base} Split it into smaller pieces.`;
  return `${base} Upgrade to ${TIER_NAMES[next]} for up to ${kb(maxCodeBytes(next))} KB.`;
}

/**
 * Cap on the generation answer (the diagram, its graph and diagnostics as JSON): at most what a
 * saved flowchart may hold, so every answer can be saved.
 */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

export function answerTooLargeMessage(bytes: number): string {
  const mb = (n: number) => (n / (1024 * 1024)).toFixed(1);
  return `The flowchart for this code would be too large to show (${mb(bytes)} MB; the limit is ${mb(MAX_ANSWER_BYTES)} MB). Split the code into smaller pieces.`;
}

/** 422 `error` when the code nests deeper than the engine follows. */
export const CODE_NESTED_TOO_DEEPLY =
  'This code is nested too deeply to draw. Split the deepest part into separate functions.';

/** Generations one user may have running or waiting at once; more answer 429. */
export const GENERATIONS_IN_FLIGHT = 4;
export const GENERATIONS_IN_FLIGHT_MESSAGE =
  'You have several flowcharts being generated already. Wait for one to finish and try again.';
export const GENERATION_RATE_MESSAGE =
  'Too many flowchart generations in a short time. Please wait a moment and try again.';

export const CODE_AND_LANGUAGE_REQUIRED = 'Code and language are required';
export const GENERATION_TIMED_OUT =
  'Flowchart generation took too long and was stopped. Try a smaller piece of code.';
export const GENERATION_BUSY = 'The flowchart service is busy. Please try again in a moment.';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The 400 case, checked before the body's schema: code or language missing, null or empty
 * (a missing body counts as empty).
 */
export function lacksCodeOrLanguage(body: unknown): boolean {
  const fields = (body ?? {}) as Record<string, unknown>;
  return isBlank(fields.code) || isBlank(fields.language);
}

/** The 400 answer: readable as a GenerateResponse (`error`) and as an error (`detail`). */
export const codeAndLanguageRequiredSchema = z.object({
  flowchart: z.literal(''),
  graph: z.null(),
  error: z.literal(CODE_AND_LANGUAGE_REQUIRED),
  diagnostics: z.array(z.never()),
  detail: z.literal(CODE_AND_LANGUAGE_REQUIRED),
});
export const CODE_AND_LANGUAGE_REQUIRED_ANSWER: z.infer<typeof codeAndLanguageRequiredSchema> = {
  flowchart: '',
  graph: null,
  error: CODE_AND_LANGUAGE_REQUIRED,
  diagnostics: [],
  detail: CODE_AND_LANGUAGE_REQUIRED,
};

export type GenerateLanguage = LanguageTag;

/** `language` as the server reads it: the language record's parseLanguage (trimmed, lower-cased). */
const generateLanguageSchema = z.string().transform((value, ctx): GenerateLanguage => {
  const language = parseLanguage(value);
  if (language) return language;
  const params: IssueParams = { type: 'enum' };
  ctx.issues.push({
    code: 'custom',
    message: unsupportedLanguageMessage(value),
    input: value,
    params,
  });
  return z.NEVER;
});

/** The body as the server validates it; code may hold any character (it is never stored). */
export const generateBodySchema = requestBody(
  generateRequestSchema.extend({ language: generateLanguageSchema }),
  { allowNul: ['code'] },
);

import { z } from 'zod';
import { GENERATE_LANGUAGES } from './languages';
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
 * - 413 `{detail}` when the code is longer than the plan's max_code_lines (codeLinesMessage) or
 *   larger than MAX_CODE_BYTES (codeBytesMessage).
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

export const CODE_AND_LANGUAGE_REQUIRED = 'Code and language are required';
export const GENERATION_TIMED_OUT =
  'Flowchart generation took too long and was stopped. Try a smaller piece of code.';
export const GENERATION_BUSY = 'The flowchart service is busy. Please try again in a moment.';

export function unsupportedLanguageMessage(language: string): string {
  return `Unsupported language '${language}'. Supported: ${GENERATE_LANGUAGES.join(', ')}`;
}

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

export type GenerateLanguage = (typeof GENERATE_LANGUAGES)[number];
const generateLanguages: readonly string[] = GENERATE_LANGUAGES;

/** `language` as the server reads it: trimmed, lower-cased, and one the engine draws. */
const generateLanguageSchema = z.string().transform((value, ctx): GenerateLanguage => {
  const language = value.trim().toLowerCase();
  if (generateLanguages.includes(language)) return language as GenerateLanguage;
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

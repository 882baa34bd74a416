import type { ValidationIssue } from '@codeflow/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** Where a value came from, as the first element of `loc` in a 422 answer. */
type Source = 'body' | 'query' | 'path' | 'header';

const sources: Record<string, Source> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** A request part that failed its schema: answered 422 `{detail: issues}` by http/errors.ts. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly issues: ValidationIssue[]) {
    super(issues[0]?.msg ?? 'Validation error');
  }
}

/** Maps zod issues to the 422 items the web app reads (`loc`, `msg`, `type`). */
function toIssues(source: Source, error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => {
    // custom issues (the NUL rule, an unsupported language) name their own type
    const params =
      issue.code === 'custom' ? (issue.params as { type?: unknown } | undefined) : undefined;
    return {
      loc: [source, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
      msg: issue.message,
      type: typeof params?.type === 'string' ? params.type : issue.code,
    };
  });
}

/**
 * Validates each request part with its contracts schema. fastify-type-provider-zod's own
 * validatorCompiler flattens zod paths into a JSON pointer string, losing whether a step is an
 * index and the custom issue types; the 422 answer keeps both, as it always has.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const source = sources[httpPart ?? 'body'] ?? 'body';
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(toIssues(source, result.error)) };
  };
};

import type { ValidationIssue } from '@codeflow/contracts';
import type { z } from 'zod';
import { ValidationError } from './errors';

export type Source = 'body' | 'query' | 'path' | 'header';

/** Maps zod issues to the 422 detail items the web app reads (`loc`, `msg`, `type`). */
export function toIssues(source: Source, error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [source, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
    msg: issue.message,
    type: issue.code,
  }));
}

/** Parses `value` with `schema` or throws a 422 ValidationError. */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source: Source = 'body',
): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ValidationError(toIssues(source, result.error));
  return result.data;
}

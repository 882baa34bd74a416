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

export const NUL_CHARACTER_MESSAGE = 'Text must not contain the NUL character (U+0000)';

/**
 * Parses `value` with `schema` or throws a 422 ValidationError. A string holding U+0000 is a 422
 * too (PostgreSQL cannot store it in text, and no field needs it), except in the top-level
 * fields named in `allowNul` — code, which is only generated from or stored encrypted.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source: Source = 'body',
  allowNul: readonly string[] = [],
): z.infer<S> {
  const nul = nulIssues(value, source, allowNul);
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ValidationError([...toIssues(source, result.error), ...nul]);
  if (nul.length > 0) throw new ValidationError(nul);
  return result.data;
}

type PathNode = { key: string | number; parent: PathNode | undefined } | undefined;

function nulIssues(value: unknown, source: Source, allowNul: readonly string[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  // an explicit stack, and paths as parent links built into a list only for an issue: a body
  // may nest far deeper than the call stack goes, and copying paths would be quadratic
  const stack: { v: unknown; path: PathNode }[] = [{ v: value, path: undefined }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { v, path } = next;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) {
        issues.push({
          loc: [source, ...pathOf(path)],
          msg: NUL_CHARACTER_MESSAGE,
          type: 'value_error',
        });
      }
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ v: item, path: { key: i, parent: path } }));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (path === undefined && allowNul.includes(key)) continue;
        stack.push({ v: item, path: { key, parent: path } });
      }
    }
  }
  return issues.reverse();
}

function pathOf(node: PathNode): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let n = node; n; n = n.parent) keys.push(n.key);
  return keys.reverse();
}

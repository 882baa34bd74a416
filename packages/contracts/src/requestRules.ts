import { z } from 'zod';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain the NUL character (U+0000)';

/**
 * `type` of the 422 item a custom issue becomes (zod calls every custom issue `custom`); the
 * server reads `params.type` and falls back to the zod issue code.
 */
export type IssueParams = { type: string };

type PathNode = { key: string | number; parent: PathNode | undefined } | undefined;

function pathOf(node: PathNode): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let n = node; n; n = n.parent) keys.push(n.key);
  return keys.reverse();
}

/**
 * Paths of every string holding U+0000 in `value`, skipping the top-level keys in `allowNul`.
 * An explicit stack, and paths as parent links turned into a list only for a hit: a body may
 * nest far deeper than the call stack goes, and copying paths at each level would be quadratic.
 */
function nulPaths(value: unknown, allowNul: readonly string[]): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: { v: unknown; path: PathNode }[] = [{ v: value, path: undefined }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { v, path } = next;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) found.push(pathOf(path));
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ v: item, path: { key: i, parent: path } }));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (path === undefined && allowNul.includes(key)) continue;
        stack.push({ v: item, path: { key, parent: path } });
      }
    }
  }
  return found.reverse();
}

/**
 * A request body: `schema`, plus the rule that no text anywhere in the body holds U+0000
 * (PostgreSQL cannot store it in text, and no field needs it) except in the top-level fields
 * named in `allowNul` — code and diagram text, which are only drawn or stored encrypted.
 *
 * The rule covers the whole body as sent, not only the declared string fields: also unknown
 * fields (which the schema then drops) and values of the wrong type, however deeply nested.
 * The answer lists the schema's issues first, then one `value_error` per text holding U+0000.
 */
export function requestBody<S extends z.ZodType>(
  schema: S,
  options: { allowNul?: readonly string[] } = {},
): z.ZodType<z.output<S>, z.input<S>> {
  const allowNul = options.allowNul ?? [];
  const body = z.unknown().transform((raw, ctx): z.output<S> => {
    // a missing body reads as an empty object, so each required field is named
    const value = raw ?? {};
    const result = schema.safeParse(value);
    // finished issues keep their message and path; zod's raw issue type is only stricter
    if (!result.success) ctx.issues.push(...(result.error.issues as z.core.$ZodRawIssue[]));
    for (const path of nulPaths(value, allowNul)) {
      const params: IssueParams = { type: 'value_error' };
      ctx.issues.push({ code: 'custom', message: NUL_CHARACTER_MESSAGE, path, params, input: raw });
    }
    return result.success ? result.data : z.NEVER;
  });
  // typed with the wrapped schema's input, so callers (the web app) see what a body holds; the
  // runtime input is anything, which the transform checks
  return body as unknown as z.ZodType<z.output<S>, z.input<S>>;
}

/** Routes without path parameters, without a query string, or without a body declare these. */
export const noParamsSchema = z.object({});
/** Unknown query parameters are ignored. */
export const noQuerySchema = z.object({});
/** Calls that read no body: whatever is sent is ignored. */
export const noBodySchema = z.unknown().transform(() => undefined);
/** 204 answers carry no body. */
export const noContentSchema = z.undefined();

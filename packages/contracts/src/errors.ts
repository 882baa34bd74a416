import { z } from 'zod';

/** Every error answer of the API (docs/architecture.md#server). */
export const errorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One item of a 422 answer; `loc` starts with where the value came from (body, query, path). */
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const validationErrorBodySchema = z.object({ detail: z.array(validationIssueSchema) });
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

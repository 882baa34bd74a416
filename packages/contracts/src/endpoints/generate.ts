import { defineEndpoint } from '../endpoint';
import {
  codeAndLanguageRequiredSchema,
  generateBodySchema,
  generateResponseSchema,
} from '../generate';

export const generateEndpoints = {
  /** The engine's answer; 400 (with an empty flowchart) when code or language is missing. */
  generate: defineEndpoint({
    method: 'POST',
    path: '/api/generate-flowchart',
    access: 'signedIn',
    body: generateBodySchema,
    responses: { 200: generateResponseSchema, 400: codeAndLanguageRequiredSchema },
  }),
};

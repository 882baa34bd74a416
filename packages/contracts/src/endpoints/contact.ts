import { contactBodySchema, contactResponseSchema } from '../contact';
import { defineEndpoint } from '../endpoint';

export const contactEndpoints = {
  /** The contact page's form, stored and emailed to support. */
  send: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    body: contactBodySchema,
    responses: { 201: contactResponseSchema },
  }),
};

import { auditPageSchema, auditQuerySchema } from '../audit';
import { defineEndpoint } from '../endpoint';

export const auditEndpoints = {
  /** The admin actions, newest first, filtered, one page. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    query: auditQuerySchema,
    responses: { 200: auditPageSchema },
  }),
};

import { defineEndpoint } from '../endpoint';
import { flowchartIdParamsSchema, flowchartSchema } from '../flowcharts';
import { noBodySchema } from '../requestRules';
import {
  versionDetailSchema,
  versionListQuerySchema,
  versionListSchema,
  versionParamsSchema,
} from '../versions';

/** Version history of a saved flowchart (contracts/versions.ts documents every call). */
export const versionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/flowcharts/:id/versions',
    access: 'signedIn',
    params: flowchartIdParamsSchema,
    query: versionListQuerySchema,
    responses: { 200: versionListSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/flowcharts/:id/versions/:version',
    access: 'signedIn',
    params: versionParamsSchema,
    responses: { 200: versionDetailSchema },
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/api/flowcharts/:id/versions/:version/restore',
    access: 'signedIn',
    params: versionParamsSchema,
    body: noBodySchema,
    responses: { 200: flowchartSchema },
  }),
};

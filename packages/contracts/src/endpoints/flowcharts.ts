import { defineEndpoint } from '../endpoint';
import {
  flowchartCreateBodySchema,
  flowchartIdParamsSchema,
  flowchartListQuerySchema,
  flowchartListSchema,
  flowchartSchema,
  flowchartThumbnailSchema,
  flowchartUpdateBodySchema,
  sharedFlowchartSchema,
  shareIdParamsSchema,
  shareLinkSchema,
} from '../flowcharts';
import { noBodySchema, noContentSchema } from '../requestRules';

const byId = { access: 'signedIn', params: flowchartIdParamsSchema } as const;

/** Saved flowcharts and their share links (contracts/flowcharts.ts documents every call). */
export const flowchartEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/flowcharts',
    access: 'signedIn',
    body: flowchartCreateBodySchema,
    responses: { 201: flowchartSchema },
  }),
  /** The caller's flowcharts (no code, no diagram). */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/flowcharts/user',
    access: 'signedIn',
    query: flowchartListQuerySchema,
    responses: { 200: flowchartListSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/flowcharts/:id',
    ...byId,
    responses: { 200: flowchartSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/flowcharts/:id',
    ...byId,
    body: flowchartUpdateBodySchema,
    responses: { 200: flowchartSchema },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/flowcharts/:id',
    ...byId,
    body: noBodySchema,
    responses: { 204: noContentSchema },
  }),
  thumbnail: defineEndpoint({
    method: 'GET',
    path: '/api/flowcharts/:id/thumbnail',
    ...byId,
    responses: {},
    // a PNG the server draws from the code (decision 029), or no content when it cannot
    stream: flowchartThumbnailSchema,
  }),
  duplicate: defineEndpoint({
    method: 'POST',
    path: '/api/flowcharts/:id/duplicate',
    ...byId,
    body: noBodySchema,
    responses: { 201: flowchartSchema },
  }),
  /** The active share link, or a new one. */
  share: defineEndpoint({
    method: 'POST',
    path: '/api/flowcharts/:id/share',
    ...byId,
    body: noBodySchema,
    responses: { 200: shareLinkSchema },
  }),
  revokeShare: defineEndpoint({
    method: 'DELETE',
    path: '/api/flowcharts/:id/share',
    ...byId,
    body: noBodySchema,
    responses: { 204: noContentSchema },
  }),
  /** A flowchart someone shared, read-only. */
  shared: defineEndpoint({
    method: 'GET',
    path: '/api/shared/:shareId',
    access: 'signedIn',
    params: shareIdParamsSchema,
    responses: { 200: sharedFlowchartSchema },
  }),
};

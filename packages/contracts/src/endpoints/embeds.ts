import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { embedFileParamsSchema, embedLinkSchema, embedQuerySchema } from '../embeds';
import { flowchartIdParamsSchema } from '../flowcharts';
import { noBodySchema, noContentSchema } from '../requestRules';

const byId = { access: 'signedIn', params: flowchartIdParamsSchema } as const;

/** Living embeds (contracts/embeds.ts documents every call). */
export const embedEndpoints = {
  /** Turns the embed on (or answers the one that is on). */
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/flowcharts/:id/embed',
    ...byId,
    body: noBodySchema,
    responses: { 200: embedLinkSchema },
  }),
  disable: defineEndpoint({
    method: 'DELETE',
    path: '/api/flowcharts/:id/embed',
    ...byId,
    body: noBodySchema,
    responses: { 204: noContentSchema },
  }),
  /** The picture, for anyone: an image the handler writes (SVG or PNG). */
  image: defineEndpoint({
    method: 'GET',
    path: '/embed/:file',
    access: 'public',
    params: embedFileParamsSchema,
    query: embedQuerySchema,
    responses: {},
    // shown with <img src>, never read through the API client
    stream: z.unknown(),
  }),
};

import {
  flowchartCreateBodySchema,
  FLOWCHART_BODY_LIMIT,
  flowchartIdParamsSchema,
  flowchartListQuerySchema,
  flowchartListSchema,
  flowchartSchema,
  flowchartThumbnailSchema,
  flowchartUpdateBodySchema,
  noBodySchema,
  noContentSchema,
  noParamsSchema,
  noQuerySchema,
  sharedFlowchartSchema,
  shareIdParamsSchema,
  shareLinkSchema,
} from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { noStore } from '../../http/protectedRoutes';
import { authenticated, requireUser } from '../auth/guard';
import {
  createFlowchart,
  deleteFlowchart,
  getThumbnail,
  listFlowcharts,
  openFlowchart,
} from '../../flowchartStore/index';
import { duplicateFlowchart, updateFlowchart } from './flowchartService';
import { getSharedFlowchart, revokeShare, shareFlowchart } from './shareService';

const byId = { params: flowchartIdParamsSchema, querystring: noQuerySchema };

/**
 * Saved flowcharts and share links (contracts/flowcharts.ts documents every call). Every call
 * needs a signed-in user. Handlers: call the service, shape the answer.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions
export default async function flowchartRoutes(app: AppInstance): Promise<void> {
  const { db } = app;
  // before the body is read: an anonymous upload is refused while still on the wire
  app.addHook('onRequest', authenticated);
  app.addHook('onSend', noStore);

  app.post(
    '/api/flowcharts',
    {
      bodyLimit: FLOWCHART_BODY_LIMIT,
      schema: {
        params: noParamsSchema,
        querystring: noQuerySchema,
        body: flowchartCreateBodySchema,
        response: { 201: flowchartSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const flowchart = await createFlowchart(db, await app.dataCipher(), user, request.body);
      return reply.status(201).send(flowchart);
    },
  );

  app.get(
    '/api/flowcharts/user',
    {
      schema: {
        params: noParamsSchema,
        querystring: flowchartListQuerySchema,
        response: { 200: flowchartListSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return listFlowcharts(db, user.id, request.query);
    },
  );

  app.get(
    '/api/flowcharts/:id',
    { schema: { ...byId, response: { 200: flowchartSchema } } },
    async (request) => {
      const user = await requireUser(request);
      // not theirs: a flowchart shared with their team opens too (decision 017)
      return openFlowchart(db, await app.dataCipher(), user.id, request.params.id);
    },
  );

  app.put(
    '/api/flowcharts/:id',
    {
      bodyLimit: FLOWCHART_BODY_LIMIT,
      schema: { ...byId, body: flowchartUpdateBodySchema, response: { 200: flowchartSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return updateFlowchart(db, await app.dataCipher(), user, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/flowcharts/:id',
    { schema: { ...byId, body: noBodySchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await deleteFlowchart(db, user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/flowcharts/:id/thumbnail',
    { schema: { ...byId, response: { 200: flowchartThumbnailSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return getThumbnail(db, await app.dataCipher(), user.id, request.params.id);
    },
  );

  app.post(
    '/api/flowcharts/:id/duplicate',
    { schema: { ...byId, body: noBodySchema, response: { 201: flowchartSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const copy = await duplicateFlowchart(db, await app.dataCipher(), user, request.params.id);
      return reply.status(201).send(copy);
    },
  );

  app.post(
    '/api/flowcharts/:id/share',
    { schema: { ...byId, body: noBodySchema, response: { 200: shareLinkSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return shareFlowchart(db, user, request.params.id);
    },
  );

  app.delete(
    '/api/flowcharts/:id/share',
    { schema: { ...byId, body: noBodySchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await revokeShare(db, user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/shared/:shareId',
    {
      schema: {
        params: shareIdParamsSchema,
        querystring: noQuerySchema,
        response: { 200: sharedFlowchartSchema },
      },
    },
    async (request) => {
      await requireUser(request);
      return getSharedFlowchart(db, await app.dataCipher(), request.params.shareId);
    },
  );
}

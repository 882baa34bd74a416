import {
  FLOWCHART_BODY_LIMIT,
  flowchartEndpoints as endpoints,
  THUMBNAIL_MAX_SIZE,
} from '@codeflow/contracts';
import { sendChartImage } from '../../chartImages/index';
import {
  createFlowchart,
  deleteFlowchart,
  listFlowcharts,
  openFlowchart,
  thumbnailSource,
} from '../../flowchartStore/index';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import { requireUser } from '../auth/guard';
import { duplicateFlowchart, updateFlowchart } from './flowchartService';
import { getSharedFlowchart, revokeShare, shareFlowchart } from './shareService';

/**
 * Saved flowcharts and share links (contracts/flowcharts.ts documents every call). Every call
 * needs a signed-in user. Handlers: call the service, shape the answer.
 */
export default async function flowchartRoutes(app: AppInstance): Promise<void> {
  const { db } = app;
  // every entry is `signedIn`: an anonymous upload is refused before its body is read
  route(app, endpoints.create, { bodyLimit: FLOWCHART_BODY_LIMIT }, async (request, reply) => {
    const user = await requireUser(request);
    const flowchart = await createFlowchart(db, await app.dataCipher(), user, request.body);
    return reply.status(201).send(flowchart);
  });

  route(app, endpoints.list, async (request) => {
    const user = await requireUser(request);
    return listFlowcharts(db, user.id, request.query);
  });

  route(app, endpoints.get, async (request) => {
    const user = await requireUser(request);
    // not theirs: a flowchart shared with their team opens too (decision 017)
    return openFlowchart(db, await app.dataCipher(), user.id, request.params.id);
  });

  route(app, endpoints.update, { bodyLimit: FLOWCHART_BODY_LIMIT }, async (request) => {
    const user = await requireUser(request);
    return updateFlowchart(db, await app.dataCipher(), user, request.params.id, request.body);
  });

  route(app, endpoints.delete, async (request, reply) => {
    const user = await requireUser(request);
    await deleteFlowchart(db, user.id, request.params.id);
    return reply.status(204).send();
  });

  // drawn by the server from the saved code, on the first request after a save, and cached by
  // version (decision 029): a save never waits for a picture, and no client's picture is served
  route(app, endpoints.thumbnail, async (request, reply) => {
    const user = await requireUser(request);
    const source = await thumbnailSource(db, await app.dataCipher(), user.id, request.params.id);
    const image = await app.chartImages.image(
      source,
      { format: 'png', chart: 'largest', maxSize: THUMBNAIL_MAX_SIZE },
      () => Promise.resolve(source),
    );
    if (image.kind === 'none') return reply.status(204).send();
    return sendChartImage(reply, 'png', image.bytes);
  });

  route(app, endpoints.duplicate, async (request, reply) => {
    const user = await requireUser(request);
    const copy = await duplicateFlowchart(db, await app.dataCipher(), user, request.params.id);
    return reply.status(201).send(copy);
  });

  route(app, endpoints.share, async (request) => {
    const user = await requireUser(request);
    return shareFlowchart(db, user, request.params.id);
  });

  route(app, endpoints.revokeShare, async (request, reply) => {
    const user = await requireUser(request);
    await revokeShare(db, user.id, request.params.id);
    return reply.status(204).send();
  });

  route(app, endpoints.shared, async (request) => {
    await requireUser(request);
    return getSharedFlowchart(db, await app.dataCipher(), request.params.shareId);
  });
}

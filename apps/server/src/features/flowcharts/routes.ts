import { FLOWCHART_BODY_LIMIT, flowchartEndpoints as endpoints } from '@codeflow/contracts';
import { AppError } from '../../domain/appError';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import { requireUser } from '../auth/guard';
import { getTeamFlowchart, updateTeamFlowchart } from '../organization/teamFlowchartService';
import {
  createFlowchart,
  deleteFlowchart,
  duplicateFlowchart,
  getFlowchart,
  getThumbnail,
  listFlowcharts,
  updateFlowchart,
} from './flowchartService';
import { getSharedFlowchart, revokeShare, shareFlowchart } from './shareService';

/** On NOT_FOUND (not the caller's own), try the caller's team access; other errors stand. */
function orTeam<T>(team: () => Promise<T>): (error: unknown) => Promise<T> {
  return async (error) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return team();
    throw error;
  };
}

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
    const cipher = await app.dataCipher();
    // not theirs: a flowchart shared with their team opens too (decision 017)
    return getFlowchart(db, cipher, user.id, request.params.id).catch(
      orTeam(() => getTeamFlowchart(db, cipher, user, request.params.id)),
    );
  });

  route(app, endpoints.update, { bodyLimit: FLOWCHART_BODY_LIMIT }, async (request) => {
    const user = await requireUser(request);
    const cipher = await app.dataCipher();
    return updateFlowchart(db, cipher, user, request.params.id, request.body).catch(
      orTeam(() => updateTeamFlowchart(db, cipher, user, request.params.id, request.body)),
    );
  });

  route(app, endpoints.delete, async (request, reply) => {
    const user = await requireUser(request);
    await deleteFlowchart(db, user.id, request.params.id);
    return reply.status(204).send();
  });

  route(app, endpoints.thumbnail, async (request) => {
    const user = await requireUser(request);
    return getThumbnail(db, await app.dataCipher(), user.id, request.params.id);
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

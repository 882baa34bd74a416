import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Database as DatabaseExtension } from '@hocuspocus/extension-database';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import {
  COLLAB_MAX_MESSAGE_BYTES,
  COLLAB_PATH,
  COLLAB_REASONS,
  PLAN_FEATURES,
  collabDocumentName,
  flowchartIdOfDocument,
} from '@codeflow/contracts';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { DEFAULT_COLLAB_RECHECK_MS, DEFAULT_COLLAB_SAVE_DEBOUNCE_MS } from '../../config';
import { flowchartOwnerTier, flowchartTeamAccess } from '../../flowchartStore/index';
import { effectiveTier } from '../../plans/effectiveTier';
import { loadTeamPlan } from '../../plans/teamPlan';
import { attachWebSocket } from './attachWebSocket';
import { verifyCollabToken, type CollabUser } from './collabAuth';
import { contextOf, type CollabContext } from './collabContext';
import { collabGuard } from './collabGuard';
import { sendNotice } from './collabNotices';
import { recoverLoggedDocuments } from './recoverLoggedDocuments';
import { createRedisLink } from './resilientRedis';
import { loadCollabState, storeCollabState } from './collabDocumentStore';
import { createStoreQueue } from './storeQueue';
import { drawDiagramWith } from './drawDiagram';
import { saveFlowchartFromDocument } from './flowchartFromDocument';
import { relayTeamEvents } from './teamEventRelay';

/**
 * Refusals carry a reason the browser shows (Hocuspocus sends `reason` to the provider). Not an
 * Error on purpose: Hocuspocus prints the message of every Error a hook throws to the console,
 * and a refused connection is routine, not a server fault.
 */
function refusal(reason: string): { reason: string } {
  return { reason };
}

const FORBIDDEN = { code: 4403, reason: COLLAB_REASONS.forbidden };
const UNAUTHENTICATED = { code: 4401, reason: COLLAB_REASONS.unauthenticated };

/** Keys in Redis (documents, locks, team events) start with this. */
const REDIS_PREFIX = 'codeflow:collab';

/**
 * Live collaboration on team flowcharts (docs/decisions/018-collaboration.md): a Hocuspocus
 * instance on the app's own HTTP server, WebSocket under /api/collab. Connecting needs a valid
 * access token of a member of the flowchart's team; documents are stored encrypted in
 * collab_documents and written back into the saved flowchart; with REDIS_URL, instances share
 * documents through Redis.
 */
export function mountCollabServer(app: FastifyInstance): Hocuspocus {
  const { config } = app;
  const log = app.log.child({ feature: 'collab' });

  const authentication: Extension = {
    async onAuthenticate({ token, documentName, connectionConfig }) {
      const caller: CollabUser | null = await verifyCollabToken(app.auth, token);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- see refusal()
      if (!caller) throw refusal(COLLAB_REASONS.unauthenticated);
      const flowchartId = flowchartIdOfDocument(documentName);
      const access =
        flowchartId && (await flowchartTeamAccess(app.db, caller.user.id, flowchartId));
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- see refusal()
      if (!flowchartId || !access) throw refusal(COLLAB_REASONS.forbidden);
      const [sizeTier, team] = await Promise.all([
        flowchartOwnerTier(app.db, flowchartId),
        caller.user.role === 'team_member' ? loadTeamPlan(app.db, caller.user.id) : null,
      ]);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- see refusal()
      if (!sizeTier) throw refusal(COLLAB_REASONS.forbidden);
      // a plan without editing (Free, a lapsed one) reads along, as the API refuses its saves
      if (!PLAN_FEATURES[effectiveTier({ ...caller.user, team })].can_edit) {
        connectionConfig.readOnly = true;
      }
      return {
        userId: caller.user.id,
        name: caller.user.fullName,
        sessionId: caller.sessionId,
        flowchartId,
        token,
        sizeTier,
      } satisfies CollabContext;
    },
    // told at once when the document opens during a Redis outage
    async connected({ connection }) {
      if (redis?.isDegraded()) sendNotice(connection, { type: 'degraded' });
      return Promise.resolve();
    },
  };

  const enqueueStore = createStoreQueue();
  const persistence = new DatabaseExtension({
    fetch: async ({ documentName }) => {
      const flowchartId = flowchartIdOfDocument(documentName);
      if (!flowchartId) return null;
      return loadCollabState(app.db, await app.dataCipher(), flowchartId);
    },
    store: async ({ documentName, state, document }) => {
      const flowchartId = flowchartIdOfDocument(documentName);
      if (!flowchartId) return;
      const cipher = await app.dataCipher();
      // the store Hocuspocus runs when the last connection closes: that save always keeps a
      // version, whatever the 5-minute throttle of live editing says (decision 027)
      const lastPersonLeft = document.getConnectionsCount() === 0;
      await enqueueStore(async () => {
        const stored = await storeCollabState(app.db, cipher, flowchartId, state);
        // a flowchart deleted while open: nothing to keep
        if (!stored) return;
        // what the stored document has and this copy lacks (stored or logged by another
        // instance while Redis was down) joins it: every instance converges through the database
        if (!document.isDestroyed) {
          Y.applyUpdate(document, Y.diffUpdate(stored, Y.encodeStateVector(document)));
        }
        await saveFlowchartFromDocument(
          app.db,
          cipher,
          flowchartId,
          document,
          drawDiagramWith(app, flowchartId),
          { final: lastPersonLeft },
        );
      });
    },
  });

  /**
   * The last person leaving keeps a version (decision 027) even when the document's last store
   * already ran within the 5-minute throttle and nothing is left for Hocuspocus to store: the
   * document as it is now is saved once more, `final`, through the same queue (a save whose
   * content equals the newest version keeps nothing, so the unload's own store adds none).
   */
  const lastLeave: Extension = {
    async onDisconnect({ clientsCount, document, documentName }) {
      const flowchartId = flowchartIdOfDocument(documentName);
      if (clientsCount > 0 || !flowchartId || document.isLoading) return;
      // a copy: the document itself is unloaded and destroyed meanwhile
      const copy = new Y.Doc();
      Y.applyUpdate(copy, Y.encodeStateAsUpdate(document));
      const cipher = await app.dataCipher();
      await enqueueStore(() =>
        saveFlowchartFromDocument(
          app.db,
          cipher,
          flowchartId,
          copy,
          drawDiagramWith(app, flowchartId),
          { final: true },
        ),
      )
        .catch((error: unknown) => log.error({ err: error }, 'collaboration: last save failed'))
        .finally(() => copy.destroy());
    },
  };

  const guard = collabGuard({ db: app.db, cipher: () => app.dataCipher() });
  const extensions: Extension[] = [authentication, guard, persistence, lastLeave];
  // ioredis reads host, port, password and TLS (rediss://) from the URL
  const redis = config.redisUrl
    ? createRedisLink({
        redisUrl: config.redisUrl,
        prefix: REDIS_PREFIX,
        log,
        onDown: () => {
          log.warn('collaboration: live sharing across instances interrupted (Redis)');
          for (const connection of connections()) sendNotice(connection, { type: 'degraded' });
        },
        // events published meanwhile were lost: every connection is asked again at once
        onUp: () => {
          for (const connection of connections()) sendNotice(connection, { type: 'restored' });
          runRecheck();
        },
      })
    : undefined;
  if (redis) extensions.push(redis.extension);

  const hocuspocus = new Hocuspocus({
    name: 'codeflow',
    quiet: true,
    extensions,
    debounce: config.collabSaveDebounceMs ?? DEFAULT_COLLAB_SAVE_DEBOUNCE_MS,
    maxDebounce: 5 * (config.collabSaveDebounceMs ?? DEFAULT_COLLAB_SAVE_DEBOUNCE_MS) + 1000,
  });

  /** Every open connection, over all documents. */
  function connections() {
    return [...hocuspocus.documents.values()].flatMap((document) => document.getConnections());
  }

  const stopRelay = relayTeamEvents(
    app.teamEvents,
    {
      // removal ended the member's sessions: every connection of theirs goes at once
      memberRemoved: ({ userId }) => {
        for (const connection of connections()) {
          if (contextOf(connection).userId === userId) connection.close(FORBIDDEN);
        }
      },
      // the owner keeps editing alone; anyone else is asked again
      flowchartUnshared: ({ flowchartId }) => {
        for (const connection of connections()) {
          const context = contextOf(connection);
          if (context.flowchartId !== flowchartId) continue;
          void flowchartTeamAccess(app.db, context.userId, flowchartId).then(
            (access) => {
              if (!access) connection.close(FORBIDDEN);
            },
            (error: unknown) => log.error({ err: error }, 'collaboration: access re-check failed'),
          );
        }
      },
    },
    { redisUrl: config.redisUrl, prefix: REDIS_PREFIX, log },
  );

  /**
   * Every open connection is asked again now and then: a sign-out, a password change, a disabled
   * account, an expired token or a team plan that lapsed ends live editing too, on every instance,
   * without an event for each. One token and one (user, flowchart) pair are checked once a round.
   */
  const recheck = async () => {
    const tokens = new Map<string, Promise<CollabUser | null>>();
    const access = new Map<string, Promise<string | null>>();
    for (const connection of connections()) {
      const context = contextOf(connection);
      let caller = tokens.get(context.token);
      if (!caller) tokens.set(context.token, (caller = verifyCollabToken(app.auth, context.token)));
      const key = `${context.userId}:${context.flowchartId}`;
      let allowed = access.get(key);
      if (!allowed) {
        access.set(
          key,
          (allowed = flowchartTeamAccess(app.db, context.userId, context.flowchartId)),
        );
      }
      if (!(await caller)) connection.close(UNAUTHENTICATED);
      else if (!(await allowed)) connection.close(FORBIDDEN);
    }
  };
  let checking = false;
  function runRecheck() {
    if (checking) return;
    checking = true;
    recheck()
      .catch((error: unknown) => log.error({ err: error }, 'collaboration: re-check failed'))
      .finally(() => (checking = false));
  }
  const rechecks = setInterval(runRecheck, config.collabRecheckMs ?? DEFAULT_COLLAB_RECHECK_MS);
  rechecks.unref();

  // one message carries at most a whole document (a reconnecting client's sync); a bigger one
  // closes the socket (1009) before it is read into memory
  const webSockets = new WebSocketServer({ noServer: true, maxPayload: COLLAB_MAX_MESSAGE_BYTES });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== COLLAB_PATH) {
      // nothing else on this server speaks WebSocket
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    webSockets.handleUpgrade(request, socket, head, (webSocket) => {
      attachWebSocket(hocuspocus, webSocket, request);
    });
  };
  app.server.on('upgrade', onUpgrade);

  // acknowledged edits a crashed instance had not stored: into the saved flowcharts (decision 031)
  app.addHook('onReady', () => {
    void recoverLoggedDocuments({
      db: app.db,
      cipher: () => app.dataCipher(),
      enqueueStore,
      isOpen: (flowchartId) => hocuspocus.documents.has(collabDocumentName(flowchartId)),
      draw: (flowchartId) => drawDiagramWith(app, flowchartId),
    }).catch((error: unknown) =>
      log.error({ err: error }, 'collaboration: logged edits not recovered'),
    );
    return Promise.resolve();
  });

  // before the HTTP server closes: every client goes, and each document is stored as it unloads
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    clearInterval(rechecks);
    await stopRelay();
    hocuspocus.closeConnections();
    const deadline = Date.now() + 10_000;
    while (hocuspocus.getDocumentsCount() > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const webSocket of webSockets.clients) webSocket.terminate();
    webSockets.close();
    await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
  });
  return hocuspocus;
}

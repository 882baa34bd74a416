import { flowchartCreateSchema, flowchartUpdateSchema } from '@codeflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { DecryptionError, type DataCipher } from '../../crypto/dataCipher';
import { loadDataCipher } from '../../crypto/loadDataCipher';
import type { Db } from '../../db/database';
import { validate } from '../../http/validate';
import { requireUser } from '../auth/guard';
import {
  createFlowchart,
  deleteFlowchart,
  getFlowchart,
  listFlowcharts,
  updateFlowchart,
} from './flowchartService';
import { getSharedFlowchart, revokeShare, shareFlowchart } from './shareService';

export type FlowchartRoutesOptions = {
  config: Pick<Config, 'dataDir' | 'dataEncryptionKey' | 'dataEncryptionKeysOld'>;
  db: Db;
};

type IdParams = { id: string };

/** stored encrypted, so any character is fine: the code and the diagram made from it */
const CODE_FIELDS = ['code', 'flowchart'] as const;

const UNREADABLE =
  "This flowchart could not be decrypted: the server's data-encryption key does not match the one it was saved with.";

/**
 * Saved flowcharts and share links (contracts/flowcharts.ts documents every call). Handlers:
 * authenticate, validate, call the service, shape the answer.
 */
export function flowchartRoutes({ config, db }: FlowchartRoutesOptions) {
  return (app: FastifyInstance): Promise<void> => {
    // loaded on first use: apps that never touch flowcharts (most test suites) need no key
    let cipher: Promise<DataCipher> | undefined;
    const getCipher = (): Promise<DataCipher> => {
      cipher ??= loadDataCipher(
        {
          key: config.dataEncryptionKey,
          oldKeys: config.dataEncryptionKeysOld,
          dataDir: config.dataDir,
        },
        app.log,
      ).catch((error: unknown) => {
        cipher = undefined;
        throw error;
      });
      return cipher;
    };

    // a wrong or missing key is an operator problem: say so clearly, in the log and the answer
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof DecryptionError) {
        request.log.error({ err: error }, 'stored flowchart could not be decrypted');
        return reply.status(500).send({ detail: UNREADABLE });
      }
      throw error;
    });

    const id = (request: FastifyRequest) => (request.params as IdParams).id;

    app.post('/api/flowcharts', async (request, reply) => {
      const user = await requireUser(request);
      const input = validate(flowchartCreateSchema, request.body, 'body', CODE_FIELDS);
      const flowchart = await createFlowchart(db, await getCipher(), user, input);
      return reply.status(201).send(flowchart);
    });

    app.get('/api/flowcharts/user', async (request) => {
      const user = await requireUser(request);
      return listFlowcharts(db, user.id);
    });

    app.get('/api/flowcharts/:id', async (request) => {
      const user = await requireUser(request);
      return getFlowchart(db, await getCipher(), user.id, id(request));
    });

    app.put('/api/flowcharts/:id', async (request) => {
      const user = await requireUser(request);
      const patch = validate(flowchartUpdateSchema, request.body, 'body', CODE_FIELDS);
      return updateFlowchart(db, await getCipher(), user, id(request), patch);
    });

    app.delete('/api/flowcharts/:id', async (request, reply) => {
      const user = await requireUser(request);
      await deleteFlowchart(db, user.id, id(request));
      return reply.status(204).send();
    });

    app.post('/api/flowcharts/:id/share', async (request) => {
      const user = await requireUser(request);
      return shareFlowchart(db, user, id(request));
    });

    app.delete('/api/flowcharts/:id/share', async (request, reply) => {
      const user = await requireUser(request);
      await revokeShare(db, user.id, id(request));
      return reply.status(204).send();
    });

    app.get('/api/shared/:shareId', async (request) => {
      await requireUser(request);
      const { shareId } = request.params as { shareId: string };
      return getSharedFlowchart(db, await getCipher(), shareId);
    });
    return Promise.resolve();
  };
}

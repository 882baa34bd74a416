import { versionEndpoints as endpoints } from '@codeflow/contracts';
import { listVersions, readVersion } from '../../flowchartStore/index';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import { requireUser } from '../auth/guard';
import { restoreVersion, type DrawDiagram } from './versionService';

/**
 * Version history of saved flowcharts (contracts/versions.ts, decision 027): whoever may open a
 * flowchart may list, read and restore its versions; anyone else gets 404.
 */
export default async function versionRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  route(app, endpoints.list, async (request) => {
    const user = await requireUser(request);
    return listVersions(db, await app.dataCipher(), user.id, request.params.id, request.query);
  });

  route(app, endpoints.get, async (request) => {
    const user = await requireUser(request);
    const { id, version } = request.params;
    return readVersion(db, await app.dataCipher(), user.id, id, version);
  });

  route(app, endpoints.restore, async (request) => {
    const user = await requireUser(request);
    const { id, version } = request.params;
    // the engine in the generator pool's workers, as for collaboration: never on the event loop
    const draw: DrawDiagram = async (input) => {
      try {
        const output = await app.generatorPool.run(input, `restore:${id}`);
        return (JSON.parse(output.json) as { flowchart: string }).flowchart;
      } catch (error) {
        request.log.warn({ err: error, flowchartId: id }, 'restore: diagram not redrawn');
        return null;
      }
    };
    return restoreVersion(db, await app.dataCipher(), user, id, version, draw);
  });
}

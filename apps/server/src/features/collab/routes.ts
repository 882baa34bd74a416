import type { AppInstance } from '../../http/appInstance';
import { mountCollabServer } from './collabServer';

/**
 * Live collaboration: no HTTP route, a WebSocket endpoint (/api/collab) on the app's own server,
 * answered by Hocuspocus (collabServer.ts).
 */
export default function collabRoutes(app: AppInstance): Promise<void> {
  mountCollabServer(app);
  return Promise.resolve();
}

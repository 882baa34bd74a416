import type { AppInstance } from '../../http/appInstance';
import { mountCollabServer } from './collabServer';

/**
 * Live collaboration: no HTTP route, a WebSocket endpoint (/api/collab) on the app's own server,
 * answered by Hocuspocus (collabServer.ts).
 */
export default async function collabRoutes(app: AppInstance) {
  mountCollabServer(app);
}

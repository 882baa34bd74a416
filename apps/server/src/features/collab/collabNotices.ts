import type { CollabNotice } from '@codeflow/contracts';
import type { Connection } from '@hocuspocus/server';

/** Tells one client something besides the document (a stateless message; contracts' CollabNotice). */
export function sendNotice(connection: Connection, notice: CollabNotice): void {
  connection.sendStateless(JSON.stringify(notice));
}

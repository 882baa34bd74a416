import type { Extension } from '@hocuspocus/server';
import { messageYjsSyncStep2, messageYjsUpdate } from 'y-protocols/sync';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import type { CollabContext } from './collabContext';
import { sendNotice } from './collabNotices';
import { createCollabAppender, isEmptyUpdate } from './collabUpdateLog';
import { createUpdateLimits } from './updateLimits';

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/**
 * What a client sends is checked before Hocuspocus applies and acknowledges it (decision 031):
 *
 * - An update (sync step 2 or update) over the plan's limits or the document's size is refused:
 *   the connection turns read-only, so Hocuspocus applies nothing and answers "not synced", and
 *   the client is told why (`refused`). A read-only connection (a plan without editing) gets the
 *   same answer from Hocuspocus, before any of this.
 * - An accepted update is appended to the durability log before Hocuspocus applies it, so every
 *   update the client sees acknowledged is in the database. The append failing closes the
 *   connection unacknowledged: the client keeps the edit and sends it again when it reconnects.
 * - Presence (awareness) carries the verified user's id and name, whatever the client wrote.
 */
export function collabGuard(deps: { db: Db; cipher: () => Promise<DataCipher> }): Extension {
  const limits = createUpdateLimits();
  const append = createCollabAppender(deps.db, deps.cipher);
  return {
    async beforeSync({ type, payload, connection, document, context }) {
      if (type !== messageYjsSyncStep2 && type !== messageYjsUpdate) return;
      if (connection.readOnly || isEmptyUpdate(payload)) return;
      const { flowchartId, sizeTier } = context as CollabContext;
      const refused = limits.check(document, payload, sizeTier);
      if (refused !== null) {
        connection.readOnly = true;
        sendNotice(connection, { type: 'refused', message: refused });
        return;
      }
      await append(flowchartId, payload);
      limits.accepted(document, payload);
    },

    async beforeHandleAwareness({ states, context }) {
      // from another instance (Redis) or the server itself: already checked where it came in
      if (!context) return;
      const { userId, name } = context as CollabContext;
      for (const state of states.values()) {
        const claimed = (state.user ?? {}) as Record<string, unknown>;
        const colours = Object.fromEntries(
          ['color', 'colorLight'].flatMap((key) => {
            const value = claimed[key];
            return typeof value === 'string' && HEX_COLOUR.test(value) ? [[key, value]] : [];
          }),
        );
        state.user = { ...colours, id: userId, name };
      }
      return Promise.resolve();
    },
  };
}

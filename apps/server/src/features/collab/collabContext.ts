import type { Tier } from '@codeflow/contracts';
import type { Connection } from '@hocuspocus/server';

/**
 * What every hook of a connection knows about it (Hocuspocus's `context`). The token stays in
 * this process's memory only, for the periodic re-check.
 */
export type CollabContext = {
  userId: string;
  /** the verified user's name: what everyone else sees as this person's presence */
  name: string;
  sessionId: string;
  flowchartId: string;
  token: string;
  /** the plan whose limits the document keeps to: the flowchart owner's, as a save's (decision 023) */
  sizeTier: Tier;
};

export function contextOf(connection: Connection): CollabContext {
  return connection.context as CollabContext;
}

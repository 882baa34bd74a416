import { EventEmitter } from 'node:events';

/** What the organization feature announces, for whoever must react at once (live collaboration). */
export type TeamEventMap = {
  /** a member left an organization: their tokens are already revoked */
  memberRemoved: [{ userId: string; organizationId: string }];
  /** a flowchart is no longer shared with a team (unshared, or its owner left the team) */
  flowchartUnshared: [{ flowchartId: string }];
};

/**
 * A typed in-process emitter, decorated on the app as `app.teamEvents`. Listeners run
 * synchronously after the database write completed; one that throws is logged by the emitter's
 * owner, never the caller's problem (see `emitSafely`).
 */
export class TeamEvents extends EventEmitter<TeamEventMap> {
  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {
    super();
  }

  /** Emits without letting a failing listener break the request that caused the event. */
  emitSafely<K extends keyof TeamEventMap>(event: K, ...args: TeamEventMap[K]): void {
    try {
      // EventEmitter's own signature takes exactly this conditional tuple type
      this.emit(event, ...(args as K extends keyof TeamEventMap ? TeamEventMap[K] : never));
    } catch (error) {
      this.onListenerError(error);
    }
  }
}

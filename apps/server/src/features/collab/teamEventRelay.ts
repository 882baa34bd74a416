import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { TeamEventMap, TeamEvents } from '../../domain/teamEvents';

type TeamEvent =
  | { type: 'memberRemoved'; payload: TeamEventMap['memberRemoved'][0] }
  | { type: 'flowchartUnshared'; payload: TeamEventMap['flowchartUnshared'][0] };
/** `from`: the instance that published it, which handled it already */
type RelayedEvent = TeamEvent & { from?: string };

export type TeamEventHandlers = {
  memberRemoved: (event: TeamEventMap['memberRemoved'][0]) => void;
  flowchartUnshared: (event: TeamEventMap['flowchartUnshared'][0]) => void;
};

/**
 * Delivers the organization feature's events to the collaboration server of EVERY instance: a
 * member removed through instance A may be editing through instance B. Without Redis there is one
 * instance and the in-process emitter is enough; with it each event is handled here at once and
 * published on one channel for the other instances. Handling it here never waits on Redis: during
 * a Redis outage a member removed through this instance is still disconnected from it at once
 * (the others catch up at their next re-check). Returns the function that stops it.
 */
export function relayTeamEvents(
  events: TeamEvents,
  handlers: TeamEventHandlers,
  options: { redisUrl?: string | undefined; prefix: string; log: FastifyBaseLogger },
): () => Promise<void> {
  const { redisUrl, log } = options;
  if (!redisUrl) {
    events.on('memberRemoved', handlers.memberRemoved);
    events.on('flowchartUnshared', handlers.flowchartUnshared);
    return () => {
      events.off('memberRemoved', handlers.memberRemoved);
      events.off('flowchartUnshared', handlers.flowchartUnshared);
      return Promise.resolve();
    };
  }
  const channel = `${options.prefix}:team-events`;
  const self = randomUUID();
  const handle = (event: TeamEvent) => {
    if (event.type === 'memberRemoved') handlers.memberRemoved(event.payload);
    else handlers.flowchartUnshared(event.payload);
  };
  // a publish during an outage fails after one reconnection attempt rather than queueing
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const sub = new Redis(redisUrl);
  // ioredis reconnects by itself; an outage is logged, never an unhandled 'error' event
  for (const client of [pub, sub]) {
    client.on('error', (error: unknown) => log.warn({ err: error }, 'collaboration: Redis error'));
  }
  void sub.subscribe(channel).catch((error: unknown) => {
    log.error({ err: error }, 'collaboration: cannot subscribe to team events in Redis');
  });
  sub.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const event = JSON.parse(message) as RelayedEvent;
      if (event.from === self) return;
      if (event.type === 'memberRemoved' || event.type === 'flowchartUnshared') handle(event);
    } catch (error) {
      log.error({ err: error }, 'collaboration: unreadable team event from Redis');
    }
  });
  const publish = (event: TeamEvent) => {
    handle(event);
    pub.publish(channel, JSON.stringify({ ...event, from: self })).catch((error: unknown) => {
      log.error({ err: error }, 'collaboration: cannot publish a team event to Redis');
    });
  };
  const onRemoved = (payload: TeamEventMap['memberRemoved'][0]) =>
    publish({ type: 'memberRemoved', payload });
  const onUnshared = (payload: TeamEventMap['flowchartUnshared'][0]) =>
    publish({ type: 'flowchartUnshared', payload });
  events.on('memberRemoved', onRemoved);
  events.on('flowchartUnshared', onUnshared);
  return async () => {
    events.off('memberRemoved', onRemoved);
    events.off('flowchartUnshared', onUnshared);
    // queued publishes go out before the connection closes
    await pub.quit().catch(() => undefined);
    sub.disconnect();
  };
}

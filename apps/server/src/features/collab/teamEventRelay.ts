import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { TeamEventMap, TeamEvents } from '../../domain/teamEvents';

type RelayedEvent =
  | { type: 'memberRemoved'; payload: TeamEventMap['memberRemoved'][0] }
  | { type: 'flowchartUnshared'; payload: TeamEventMap['flowchartUnshared'][0] };

export type TeamEventHandlers = {
  memberRemoved: (event: TeamEventMap['memberRemoved'][0]) => void;
  flowchartUnshared: (event: TeamEventMap['flowchartUnshared'][0]) => void;
};

/**
 * Delivers the organization feature's events to the collaboration server of EVERY instance: a
 * member removed through instance A may be editing through instance B. Without Redis there is one
 * instance and the in-process emitter is enough; with it each event is published on one channel
 * and handled by every subscriber, this instance included. Returns the function that stops it.
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
  const pub = new Redis(redisUrl);
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
      if (event.type === 'memberRemoved') handlers.memberRemoved(event.payload);
      else if (event.type === 'flowchartUnshared') handlers.flowchartUnshared(event.payload);
    } catch (error) {
      log.error({ err: error }, 'collaboration: unreadable team event from Redis');
    }
  });
  const publish = (event: RelayedEvent) => {
    pub.publish(channel, JSON.stringify(event)).catch((error: unknown) => {
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

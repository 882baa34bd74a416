import { COLLAB_MESSAGES } from '@codeflow/contracts';
import type { Collaboration } from './useCollaboration';

const STATUS_TEXT = {
  connecting: COLLAB_MESSAGES.connecting,
  live: COLLAB_MESSAGES.live,
  degraded: COLLAB_MESSAGES.degraded,
  readOnly: COLLAB_MESSAGES.readOnly,
  offline: COLLAB_MESSAGES.offline,
  forbidden: COLLAB_MESSAGES.forbidden,
} as const;

/** Who has the team flowchart open, in their cursor colours, and the connection's state. */
export function CollabPresence({ collab }: { collab: Collaboration }) {
  if (!collab.active || collab.status === 'off') return null;
  const tone =
    collab.status === 'live'
      ? 'text-green-700'
      : collab.status === 'forbidden'
        ? 'text-red-600'
        : 'text-amber-700';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="collab-presence">
      <span role="status" aria-live="polite" className={tone} data-testid="collab-status">
        {STATUS_TEXT[collab.status]}
      </span>
      {collab.refusal !== null && (
        <span role="alert" className="text-red-600" data-testid="collab-refusal">
          {COLLAB_MESSAGES.refused} {collab.refusal}
        </span>
      )}
      {collab.status !== 'forbidden' && (
        <ul aria-label="People editing" className="flex flex-wrap gap-1.5">
          {collab.people.map((person) => (
            <li
              key={person.userId}
              className="flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs"
              style={{ borderColor: person.color, color: person.color }}
              data-testid="collab-person"
            >
              <span
                aria-hidden="true"
                className="inline-block h-2 w-2 rounded-full"
                style={{ backgroundColor: person.color }}
              />
              {person.self ? `${person.name} (you)` : person.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** In place of the editor until the shared document has arrived. */
export function CollabWaiting() {
  return (
    <p role="status" className="p-4 text-sm text-gray-500">
      {COLLAB_MESSAGES.connecting}
    </p>
  );
}

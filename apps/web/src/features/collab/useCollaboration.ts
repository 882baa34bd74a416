import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import {
  COLLAB_CODE,
  COLLAB_META,
  COLLAB_REASONS,
  collabDocumentName,
  languageOrOther,
  parseCollabNotice,
  type FlowchartLanguage,
} from '@codeflow/contracts';
import type { Extension } from '@codemirror/state';
import { useEffect, useMemo, useRef, useState } from 'react';
import { keymap } from '@codemirror/view';
import { yCollab, yUndoManagerKeymap } from 'y-codemirror.next';
import * as Y from 'yjs';
import { readAuthToken } from '../../api/authToken';
import { collabUrl } from './collabUrl';
import { userColor } from './userColor';

/** The fields of the editor the shared document carries besides the code. */
export type SharedFields = { title: string; language: FlowchartLanguage; compact: boolean };

/**
 * `degraded`: connected, but the server cannot share with its other instances (Redis is down):
 * edits are kept and merged when it returns. `readOnly`: the plan allows reading along only.
 */
export type CollabStatus =
  'off' | 'connecting' | 'live' | 'degraded' | 'readOnly' | 'offline' | 'forbidden';

/** Someone with the document open (awareness), this browser included. */
export type Presence = {
  clientId: number;
  userId: string;
  name: string;
  color: string;
  self: boolean;
};

export type Collaboration = {
  /** true while the flowchart is edited together (a team flowchart opened for editing) */
  active: boolean;
  status: CollabStatus;
  /** the shared document has arrived: the editor may be created on its text */
  ready: boolean;
  /** the CodeMirror binding: text, remote cursors and selections, this person's undo history */
  extension: Extension | null;
  /** the code, title and language as the shared document had them when it arrived */
  initial: (SharedFields & { code: string }) | null;
  people: Presence[];
  /** why the server did not keep this browser's last change (the document was reloaded) */
  refusal: string | null;
  /** the server lets this person read along only */
  readOnly: boolean;
  /** a local change of title, language or compact, for everyone */
  publish: (patch: Partial<SharedFields>) => void;
};

type Session = {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  extension: Extension;
};

function readShared(doc: Y.Doc): SharedFields & { code: string } {
  const meta = doc.getMap<unknown>(COLLAB_META);
  const language = meta.get('language');
  const title = meta.get('title');
  return {
    code: doc.getText(COLLAB_CODE).toJSON(),
    title: typeof title === 'string' ? title : '',
    language: languageOrOther(language),
    compact: meta.get('is_compact') === true,
  };
}

/** Everyone present once (a person with two tabs counts once), from the awareness states. */
function listPeople(states: Map<number, unknown> | undefined, selfId: number): Presence[] {
  const seen = new Set<string>();
  const list: Presence[] = [];
  for (const [clientId, state] of states ?? []) {
    const user = (state as { user?: { id?: string; name?: string; color?: string } }).user;
    if (!user?.id || seen.has(user.id)) continue;
    seen.add(user.id);
    list.push({
      clientId,
      userId: user.id,
      name: user.name ?? 'Someone',
      color: user.color ?? '#6b7280',
      self: clientId === selfId,
    });
  }
  return list;
}

/** Writes the changed fields into the shared document's metadata, as one change. */
function publishFields(doc: Y.Doc, patch: Partial<SharedFields>): void {
  const meta = doc.getMap<unknown>(COLLAB_META);
  doc.transact(() => {
    if (patch.title !== undefined && meta.get('title') !== patch.title)
      meta.set('title', patch.title);
    if (patch.language !== undefined && meta.get('language') !== patch.language)
      meta.set('language', patch.language);
    if (patch.compact !== undefined && meta.get('is_compact') !== patch.compact)
      meta.set('is_compact', patch.compact);
  });
}

const OFF: Collaboration = {
  active: false,
  status: 'off',
  ready: false,
  extension: null,
  initial: null,
  people: [],
  refusal: null,
  readOnly: false,
  publish: () => undefined,
};

/**
 * Live editing of a team flowchart (docs/decisions/018-collaboration.md): a Yjs document
 * synchronised through Hocuspocus at /api/collab with the same access token as the API.
 * `flowchartId` undefined turns it off. Remote title/language changes arrive through
 * `onRemoteChange`; the code arrives through the editor binding itself.
 */
export function useCollaboration(
  flowchartId: string | undefined,
  me: { id: string; name: string } | null,
  onRemoteChange: (patch: Partial<SharedFields & { code: string }>) => void,
): Collaboration {
  const [session, setSession] = useState<Session | null>(null);
  const [status, setStatus] = useState<CollabStatus>('off');
  const [initial, setInitial] = useState<Collaboration['initial']>(null);
  const [people, setPeople] = useState<Presence[]>([]);
  const [degraded, setDegraded] = useState(false);
  const [readOnly, setReadOnly] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // a refused change leaves this copy apart from the server's: it is thrown away and loaded again
  const [generation, setGeneration] = useState(0);
  const remote = useRef(onRemoteChange);
  remote.current = onRemoteChange;
  const userId = me?.id;
  const userName = me?.name;

  useEffect(() => {
    if (!flowchartId || !userId) return;
    const doc = new Y.Doc();
    const socket = new HocuspocusProviderWebsocket({ url: collabUrl() });
    const provider = new HocuspocusProvider({
      name: collabDocumentName(flowchartId),
      document: doc,
      websocketProvider: socket,
      // read at every (re)connection: a refreshed sign-in is picked up
      token: () => readAuthToken() ?? '',
    });
    // a socket of our own (for its status and the offline switch) is attached explicitly
    provider.attach();
    const awareness = provider.awareness;
    const ytext = doc.getText(COLLAB_CODE);
    // each person's own undo history: the UndoManager tracks only this browser's edits
    const extension = [
      yCollab(ytext, awareness, { undoManager: new Y.UndoManager(ytext) }),
      keymap.of(yUndoManagerKeymap),
    ];
    awareness?.setLocalStateField('user', {
      id: userId,
      name: userName ?? 'Someone',
      ...userColor(userId),
    });
    setStatus('connecting');

    let closed = false;
    const refuse = () => {
      if (closed) return;
      closed = true;
      setStatus('forbidden');
      provider.destroy();
      socket.destroy();
    };
    let arrived = false;
    provider.on('synced', () => {
      if (!arrived) {
        // the editor is created on this text, in the same render as `ready`
        arrived = true;
        const shared = readShared(doc);
        remote.current(shared);
        setInitial(shared);
      }
      setStatus('live');
    });
    provider.on('authenticationFailed', refuse);
    provider.on('authenticated', ({ scope }: { scope: string }) =>
      setReadOnly(scope === 'readonly'),
    );
    provider.on('stateless', ({ payload }: { payload: string }) => {
      const notice = parseCollabNotice(payload);
      if (notice?.type === 'degraded') setDegraded(true);
      else if (notice?.type === 'restored') setDegraded(false);
      else if (notice?.type === 'refused') {
        setRefusal(notice.message);
        setGeneration((current) => current + 1);
      }
    });
    provider.on('close', ({ event }: { event: { reason?: string } }) => {
      if (
        event.reason === COLLAB_REASONS.forbidden ||
        event.reason === COLLAB_REASONS.unauthenticated
      )
        refuse();
    });
    socket.on('status', ({ status: s }: { status: string }) => {
      if (closed) return;
      if (s === 'disconnected') setStatus('offline');
      else if (s === 'connecting')
        setStatus((current) => (current === 'live' ? 'offline' : current));
    });
    // the browser knows it is offline before the socket times out: stop, and resume at once
    const goOffline = () => socket.disconnect();
    const goOnline = () => void socket.connect();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);

    const meta = doc.getMap<unknown>(COLLAB_META);
    const onMeta = (event: Y.YMapEvent<unknown>) => {
      if (event.transaction.local) return;
      const shared = readShared(doc);
      const patch: Partial<SharedFields> = {};
      if (event.keysChanged.has('title')) patch.title = shared.title;
      if (event.keysChanged.has('language')) patch.language = shared.language;
      if (event.keysChanged.has('is_compact')) patch.compact = shared.compact;
      remote.current(patch);
    };
    meta.observe(onMeta);

    const onAwareness = () => setPeople(listPeople(awareness?.getStates(), doc.clientID));
    awareness?.on('change', onAwareness);
    onAwareness();

    setSession({ doc, provider, socket, extension });
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      meta.unobserve(onMeta);
      awareness?.off('change', onAwareness);
      if (!closed) {
        provider.destroy();
        socket.destroy();
      }
      doc.destroy();
      setSession(null);
      setInitial(null);
      setPeople([]);
      setDegraded(false);
      setStatus('off');
    };
  }, [flowchartId, userId, userName, generation]);

  // another flowchart: an earlier refusal is not about it
  useEffect(() => setRefusal(null), [flowchartId]);

  return useMemo(() => {
    if (!flowchartId || !session) return OFF;
    const shown =
      status === 'live' && readOnly
        ? 'readOnly'
        : status === 'live' && degraded
          ? 'degraded'
          : status;
    return {
      active: true,
      status: shown,
      ready: initial !== null,
      extension: session.extension,
      initial,
      people,
      refusal,
      readOnly,
      publish: (patch) => publishFields(session.doc, patch),
    };
  }, [flowchartId, session, status, initial, people, degraded, readOnly, refusal]);
}

import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../session/useAuth';

export type SavedFlowchartId = {
  /** the saved flowchart the workspace edits; undefined for a new one */
  savedId: string | undefined;
  /** the workspace now edits the flowchart `id` (a first save or a copy) */
  becomeSaved: (id: string) => void;
};

/**
 * Which saved flowchart the workspace edits. A first save (or a copy) records the new id in the
 * navigation state, so a reload (or going back) reopens it instead of a blank editor.
 */
export function useSavedFlowchartId(
  flowchartId: string | undefined,
  onCreated: ((id: string) => void) | undefined,
): SavedFlowchartId {
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAuth();
  const [savedId, setSavedId] = useState<string | undefined>(flowchartId);

  const becomeSaved = (id: string) => {
    setSavedId(id);
    onCreated?.(id);
    const current: unknown = location.state;
    const state = typeof current === 'object' && current !== null ? current : {};
    void navigate('.', { replace: true, state: { ...state, flowchartId: id } });
    // the lifetime count went up: the plan's limit is judged on the new one
    void auth.refreshProfile();
  };

  return { savedId, becomeSaved };
}

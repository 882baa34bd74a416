import { useAuth } from '../../session/useAuth';
import { useCollaboration, type Collaboration, type SharedFields } from './useCollaboration';
import { useTeamFlowchart } from './useTeamFlowchart';

export type EditorCollaboration = Collaboration & {
  /** the editor waits: it is not known yet whether the flowchart is shared, or it has not arrived */
  waiting: boolean;
  /** editing must stop: access was refused or withdrawn, or the plan allows reading only */
  locked: boolean;
};

/**
 * The editor's one hook point for live editing: a saved flowchart opened for editing that is
 * shared with the caller's team is edited together. `apply` receives the shared document's
 * fields when it arrives and every remote change of title, language or compact.
 */
export function useEditorCollaboration(
  flowchartId: string | undefined,
  apply: (patch: Partial<SharedFields & { code: string }>) => void,
): EditorCollaboration {
  const auth = useAuth();
  const user = auth.user;
  const inTeam = user?.role === 'team_member' || auth.features.team_management === true;
  const isTeam = useTeamFlowchart(flowchartId, inTeam);
  const collab = useCollaboration(
    isTeam ? flowchartId : undefined,
    user ? { id: user.id, name: user.full_name } : null,
    apply,
  );
  const refused = collab.status === 'forbidden';
  return {
    ...collab,
    waiting: isTeam === undefined || (isTeam && !collab.ready && !refused),
    locked: refused || collab.readOnly,
  };
}

import { copyTitle, type Flowchart, type FlowchartCreate } from '@codeflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { createFlowchart, updateFlowchart } from '../../api/flowcharts';
import { useAuth } from '../../session/useAuth';
import type { EditorDocument } from './editorDocument';
import { saveErrorMessage } from './saveMessages';
import { saveRules, type SaveRules } from './saveRules';
import type { SavedFlowchartId } from './useSavedFlowchartId';

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'error'; message: string };

export type SaveFlowchart = {
  status: SaveStatus;
  rules: SaveRules;
  save: () => void;
  /** Saves the document as a new flowchart ("Copy of …") and goes on editing that one. */
  saveAsCopy: () => void;
  /** The Save shortcut: saves, or says why Save is not possible. */
  saveOrExplain: () => void;
  /** The document changed: the last outcome no longer applies (a save under way stays shown). */
  clearStatus: () => void;
};

type SaveRequest = {
  snapshot: EditorDocument;
  /** the flowchart to update; undefined creates one */
  target: string | undefined;
  asCopy: boolean;
  body: () => Promise<FlowchartCreate>;
};

/**
 * Save and Save as copy of the editor (docs/product.md#editor): the rules that say before a click
 * why a save is not possible, the write itself through a mutation, and its outcome as a status.
 */
export function useSaveFlowchart({
  doc,
  saved,
  bodyOf,
  markSaved,
  applyTitle,
}: {
  doc: EditorDocument;
  saved: SavedFlowchartId;
  /** the body of a save of `snapshot` (with the drawing and its picture) */
  bodyOf: (snapshot: EditorDocument) => Promise<FlowchartCreate>;
  markSaved: (snapshot: EditorDocument) => void;
  /** a copy renames the open document */
  applyTitle: (title: string) => void;
}): SaveFlowchart {
  const auth = useAuth();
  const { savedId, becomeSaved } = saved;
  /** why the Save shortcut did nothing (shown in place of the last outcome) */
  const [refusal, setRefusal] = useState<string | null>(null);

  // docs/product.md#validation-rules and docs/product.md#roles-and-plans: updating a saved
  // flowchart needs can_edit, a new one (or a copy) a free slot; the reason shows before a click
  const rules = saveRules({
    saved: savedId !== undefined,
    canEdit: auth.features.can_edit,
    tier: auth.user?.subscription_tier,
    used: auth.user?.lifetime_flowcharts_created ?? 0,
    limit: auth.features.flowchart_limit,
    codeEmpty: doc.code.trim() === '',
  });

  const mutation = useMutation<Flowchart, Error, SaveRequest>({
    mutationFn: async ({ target, body }) => {
      const payload = await body();
      return target ? updateFlowchart(target, payload) : createFlowchart(payload);
    },
    // a new attempt, and its outcome, replace a refusal shown meanwhile
    onMutate: () => setRefusal(null),
    onSettled: () => setRefusal(null),
    onSuccess: (_result, { snapshot, asCopy }) => {
      if (asCopy) applyTitle(snapshot.title);
      markSaved(snapshot);
    },
  });

  // A new flowchart's id is recorded once "Saved" is on screen: recording it navigates, and the
  // page may then load the new flowchart (a copy of a saved one), replacing this workspace.
  const created =
    mutation.isSuccess && mutation.variables.target === undefined ? mutation.data.id : null;
  const recorded = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (created === null || recorded.current === created) return;
    recorded.current = created;
    becomeSaved(created);
  }, [created, becomeSaved]);

  const start = (request: Omit<SaveRequest, 'body'>) => {
    // docs/product.md#states-and-transitions: an expired token found on a flowchart call ends the session with its message
    if (auth.expireSessionIfTokenExpired()) return;
    const { snapshot } = request;
    mutation.mutate({ ...request, body: () => bodyOf(snapshot) });
  };

  const save = () => {
    if (!rules.canSave || mutation.isPending) return;
    start({ snapshot: doc, target: savedId, asCopy: false });
  };

  const saveAsCopy = () => {
    if (!rules.canCopy || mutation.isPending) return;
    start({ snapshot: { ...doc, title: copyTitle(doc.title) }, target: undefined, asCopy: true });
  };

  const saveOrExplain = () => {
    if (rules.saveReason) setRefusal(rules.saveReason);
    else save();
  };

  const clearStatus = () => {
    setRefusal(null);
    if (!mutation.isPending) mutation.reset();
  };

  const status: SaveStatus = refusal
    ? { state: 'error', message: refusal }
    : mutation.isPending
      ? { state: 'saving' }
      : mutation.isSuccess
        ? { state: 'saved' }
        : mutation.isError
          ? { state: 'error', message: saveErrorMessage(mutation.error) }
          : { state: 'idle' };

  return { status, rules, save, saveAsCopy, saveOrExplain, clearStatus };
}

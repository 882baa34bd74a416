import { DEFAULT_FLOWCHART_TITLE, type FlowchartListItem } from '@codeflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { dangerButton, secondaryButton } from './buttonClasses';
import { deleteFlowchart } from '../../api/flowcharts';
import { DASHBOARD_MESSAGES } from './loadWithAuthRetry';
import { ModalDialog } from './ModalDialog';
import { useForgetFlowchart } from './useFlowchartList';

/** SPEC.md §2: Delete asks first; a failure says "Failed to delete flowchart.". */
export function DeleteFlowchartDialog({
  flowchart,
  onClose,
}: {
  flowchart: FlowchartListItem;
  onClose: () => void;
}) {
  const forget = useForgetFlowchart();
  const remove = useMutation({
    mutationFn: () => deleteFlowchart(flowchart.id),
    onSuccess: () => {
      forget(flowchart.id);
      onClose();
    },
  });
  const title = flowchart.title.trim() || DEFAULT_FLOWCHART_TITLE;

  return (
    <ModalDialog open title="Delete flowchart?" onClose={onClose} testId="delete-dialog">
      <p className="mt-2 text-sm text-gray-700">
        “{title}” will be deleted. This cannot be undone, and it still counts towards your plan’s
        flowchart limit.
      </p>
      {remove.isError && (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {DASHBOARD_MESSAGES.deleteFailed}
        </p>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" autoFocus className={secondaryButton} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={dangerButton}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </ModalDialog>
  );
}

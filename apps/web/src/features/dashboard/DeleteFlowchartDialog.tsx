import { DEFAULT_FLOWCHART_TITLE, type FlowchartListItem } from '@codeflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { deleteFlowchart } from '../../api/flowcharts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { DASHBOARD_MESSAGES } from './loadWithAuthRetry';
import { useForgetFlowchart } from './useFlowchartList';

/** Delete asks first; a failure says "Failed to delete flowchart." (docs/product.md#dashboard). */
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
    <ConfirmDialog
      title="Delete flowchart?"
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={remove.isPending}
      error={remove.isError ? DASHBOARD_MESSAGES.deleteFailed : null}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
      testId="delete-dialog"
    >
      <p>
        “{title}” will be deleted. This cannot be undone, and it still counts towards your plan’s
        flowchart limit.
      </p>
    </ConfirmDialog>
  );
}

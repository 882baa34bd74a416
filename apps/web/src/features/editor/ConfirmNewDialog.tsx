import { ConfirmDialog } from '../../components/ui/ConfirmDialog';

/** File › New with unsaved changes: discard them and start a blank flowchart, or keep editing. */
export function ConfirmNewDialog({
  onConfirm,
  onCancel,
}: {
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title="Discard unsaved changes?"
      confirmLabel="Discard and start new"
      cancelLabel="Keep editing"
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="confirm-new"
      size="sm"
    >
      Your changes to this flowchart have not been saved.
    </ConfirmDialog>
  );
}

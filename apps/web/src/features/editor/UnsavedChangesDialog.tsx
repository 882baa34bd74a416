import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';

/** Asks whether to leave the editor with unsaved changes (docs/product.md#editor). */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Unsaved changes"
      cancelLabel="Stay"
      confirmLabel="Leave"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      size="sm"
    >
      <p>Your flowchart has changes that are not saved. Leave without saving?</p>
    </ConfirmDialog>
  );
}

import type { FlowchartLanguage } from '@codeflow/contracts';
import { CollabPresence } from '../collab/CollabPresence';
import type { EditorCollaboration } from '../collab/useEditorCollaboration';
import { DocumentControls } from './DocumentControls';
import type { EditorDocument } from './editorDocument';
import { FileMenu } from './FileMenu';
import { SaveControls } from './SaveControls';
import { SAVE_SHORTCUT } from './saveShortcutLabel';
import type { SaveFlowchart } from './useSaveFlowchart';

/** The editor's top row: title, language, Compact, the File menu (with History), Save, and who is here. */
export function EditorToolbar({
  doc,
  readOnly,
  dirty,
  saving,
  collab,
  onEdit,
  onLanguage,
  onNew,
  onHistory,
}: {
  doc: EditorDocument;
  readOnly: boolean;
  dirty: boolean;
  saving: SaveFlowchart;
  collab: EditorCollaboration;
  onEdit: (patch: Partial<EditorDocument>) => void;
  onLanguage: (language: FlowchartLanguage) => void;
  onNew: () => void;
  /** opens the History panel; absent for a flowchart not saved yet, or someone else's */
  onHistory?: (() => void) | undefined;
}) {
  const { rules } = saving;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <DocumentControls doc={doc} readOnly={readOnly} onEdit={onEdit} onLanguage={onLanguage} />
      <FileMenu
        items={[
          { label: 'New', onSelect: onNew },
          {
            label: 'Save as copy',
            onSelect: saving.saveAsCopy,
            disabledReason: rules.copyReason,
            hidden: readOnly || !rules.offerCopy,
          },
          {
            label: 'Save',
            hint: SAVE_SHORTCUT,
            onSelect: saving.save,
            disabledReason: rules.saveReason,
            hidden: readOnly || collab.active,
          },
          { label: 'History', onSelect: () => onHistory?.(), hidden: !onHistory },
        ]}
      />
      <SaveControls
        // a live document is saved by the server as it is edited: no Save button beside "Live"
        readOnly={readOnly || collab.active}
        status={saving.status}
        rules={rules}
        dirty={dirty}
        onSave={saving.save}
        onSaveAsCopy={saving.saveAsCopy}
      />
      <CollabPresence collab={collab} />
    </div>
  );
}

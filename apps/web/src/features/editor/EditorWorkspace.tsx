import type { Flowchart, FlowchartLanguage } from '@codeflow/contracts';
import { useRef, useState } from 'react';
import type { DrawnChart } from '../../components/flowchart/FlowchartView';
import { useAuth } from '../../session/useAuth';
import { useEditorCollaboration } from '../collab/useEditorCollaboration';
import { allowedExportFormats } from '../../components/export/exportFormats';
import { ChartPane } from './ChartPane';
import type { CodeEditorHandle } from './CodeEditor';
import { CodePane } from './CodePane';
import { CodeSideBar } from './CodeSideBar';
import { ConfirmNewDialog } from './ConfirmNewDialog';
import type { CodeSearchMarks } from './codeSearchMarks';
import { useCoverageOverlay } from './coverage/useCoverageOverlay';
import { saveBodyOf, titleOrDefault, type EditorDocument } from './editorDocument';
import { EditorToolbar } from './EditorToolbar';
import { HistoryPanel } from './HistoryPanel';
import type { PhoneView } from './PhoneViewToggle';
import { RunPanels } from './run/RunPanels';
import { useRunReplay } from './run/useRunReplay';
import { LanguageSuggestionBar } from './LanguageSuggestionBar';
import { pasteIsWholeFile } from './chartSelection';
import { SAMPLE_PROGRAMS } from './samplePrograms';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useChartNavigation } from './useChartNavigation';
import { useChartSelection } from './useChartSelection';
import { useEditorDocument } from './useEditorDocument';
import { useFlowchartGeneration } from './useFlowchartGeneration';
import { languageOfOpenedFile, useLanguageSuggestion } from './useLanguageSuggestion';
import { useSavedFlowchartId } from './useSavedFlowchartId';
import { useSaveFlowchart } from './useSaveFlowchart';
import { useSaveShortcut } from './useSaveShortcut';
import { useStartNew } from './useStartNew';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

export type { EditorDocument } from './editorDocument';

export type EditorWorkspaceProps = {
  initial: EditorDocument;
  /** set when editing a saved flowchart */
  flowchartId?: string;
  readOnly: boolean;
  /** shown for shared views */
  ownerName?: string;
  /** a first save created the flowchart with this id */
  onCreated?: (id: string) => void;
};

/** What a restored version changes in the editor's document. */
function restoredPatch(flowchart: Flowchart) {
  const language = flowchart.language as FlowchartLanguage;
  return { title: flowchart.title, code: flowchart.code, language };
}

/** The editor: code on the left, its live flowchart on the right, save and export on top. */
export function EditorWorkspace({
  initial,
  flowchartId,
  readOnly,
  ownerName,
  onCreated,
}: EditorWorkspaceProps) {
  const auth = useAuth();
  const editorRef = useRef<CodeEditorHandle>(null);
  const editorDoc = useEditorDocument(initial);
  const { doc } = editorDoc;
  const saved = useSavedFlowchartId(flowchartId, onCreated);
  // a team flowchart is edited live and saved by the server (features/collab)
  const collab = useEditorCollaboration(readOnly ? undefined : saved.savedId, editorDoc.apply);
  const dirty = !readOnly && !collab.active && editorDoc.changed;
  const blocker = useUnsavedChangesGuard(dirty);
  const suggestion = useLanguageSuggestion();
  const startNew = useStartNew(dirty);
  const [drawn, setDrawn] = useState<DrawnChart | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const [phoneView, setPhoneView] = useState<PhoneView>('code');
  const [searchMarks, setSearchMarks] = useState<CodeSearchMarks | null>(null);

  const generation = useFlowchartGeneration(
    { code: doc.code, language: doc.language, compact: doc.compact },
    {
      userRole: auth.user?.role,
      changedAt: editorDoc.changedAt,
      maxLines: auth.features.max_code_lines ?? null,
    },
  );
  const graph = generation.chart?.graph ?? null;
  const selection = useChartSelection(graph, generation.chart?.flowchart ?? null);
  const navigation = useChartNavigation(editorRef, graph, selection);
  const run = useRunReplay({ doc, graph, drawn, editorRef, selection, askFirst: !!ownerName });
  const coverage = useCoverageOverlay(graph, doc.code, doc.title);

  const saving = useSaveFlowchart({
    doc,
    saved,
    // the dashboard's picture is drawn by the server from the saved code (decision 029)
    bodyOf: (snapshot) => Promise.resolve(saveBodyOf(snapshot, generation.chart?.flowchart ?? '')),
    markSaved: editorDoc.markSaved,
    applyTitle: (title) => editorDoc.apply({ title }),
  });
  useSaveShortcut(readOnly ? null : saving.saveOrExplain);

  const update = (patch: Partial<EditorDocument>) => {
    editorDoc.edit(patch);
    collab.publish(patch);
    saving.clearStatus();
  };
  const pickLanguage = (language: FlowchartLanguage) => {
    update({ language });
    suggestion.dismiss();
  };
  /** A file from disk replaces the code; its extension decides the language, else its content. */
  const openFile = (name: string, text: string) => {
    update({ code: text, language: languageOfOpenedFile(name, text, doc.language) });
    suggestion.dismiss();
    selection.land();
  };

  /**
   * A restored version is what the server now holds: the editor shows it as saved, and a live
   * document gets it too (or the next collaboration save would write the old text back).
   */
  const onRestored = (flowchart: Flowchart) => {
    const patch = restoredPatch(flowchart);
    editorDoc.apply(patch);
    collab.publish(patch);
    editorDoc.markSaved({ ...doc, ...patch, compact: flowchart.is_compact });
    saving.clearStatus();
    setShowHistory(false);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <EditorToolbar
        doc={doc}
        readOnly={readOnly}
        dirty={dirty}
        saving={saving}
        collab={collab}
        onEdit={update}
        onLanguage={pickLanguage}
        onNew={startNew.startNew}
        onHistory={saved.savedId && !ownerName ? () => setShowHistory(true) : undefined}
      />

      {readOnly && <ReadOnlyNote ownerName={ownerName} />}

      {suggestion.suggested && !readOnly && (
        <LanguageSuggestionBar
          suggested={suggestion.suggested}
          current={doc.language}
          onSwitch={() => suggestion.suggested && pickLanguage(suggestion.suggested)}
          onKeep={suggestion.dismiss}
        />
      )}
      <div className={workspaceGrid(run.available)}>
        <div className="flex min-h-0 min-w-0 flex-col gap-2">
          <CodeSideBar run={run} phoneView={phoneView} onPhoneView={setPhoneView} />
          <CodePane
            hiddenOnPhone={phoneView !== 'code'}
            editorRef={editorRef}
            doc={doc}
            readOnly={readOnly}
            collab={collab}
            diagnostics={generation.diagnostics}
            searchMarks={searchMarks}
            onCode={(code) => update({ code })}
            onCursorLine={selection.setCursorLine}
            onPaste={(pasted) => {
              const text = editorRef.current?.text() ?? '';
              suggestion.suggestFor(text, doc.language);
              if (pasteIsWholeFile(pasted, text)) selection.land();
            }}
            {...(readOnly ? {} : { onDropFile: openFile })}
          />
        </div>
        <ChartPane
          hiddenOnPhone={phoneView !== 'chart'}
          selection={selection}
          generation={generation}
          code={doc.code}
          language={doc.language}
          readOnly={readOnly}
          drawn={drawn}
          onDrawn={setDrawn}
          onNodeClick={navigation.onNodeClick}
          onRevealNode={navigation.onRevealNode}
          onGoToLine={navigation.onGoToLine}
          onShowChart={navigation.onShowChart}
          onInsertSample={() => {
            update({ code: SAMPLE_PROGRAMS[doc.language] });
            selection.land();
          }}
          onOpenFile={openFile}
          onSearchMarks={setSearchMarks}
          coverage={coverage}
          exportTitle={titleOrDefault(doc.title)}
          allowedExports={allowedExportFormats(
            auth.features.export_formats ? { export_formats: auth.features.export_formats } : null,
          )}
        />
      </div>
      {run.available && <RunPanels run={run} />}
      {showHistory && saved.savedId && (
        <HistoryPanel
          flowchartId={saved.savedId}
          canRestore={!readOnly}
          onRestored={onRestored}
          onClose={() => setShowHistory(false)}
        />
      )}
      <UnsavedChangesDialog blocker={blocker} />
      {startNew.confirming && (
        <ConfirmNewDialog onConfirm={startNew.confirm} onCancel={startNew.cancel} />
      )}
    </div>
  );
}

/**
 * The code and chart panes: a fixed height, so a long file scrolls inside the editor, not the
 * page; with the run panels, short enough that they show under it on a 1366×800 screen.
 */
function workspaceGrid(withRunPanels: boolean): string {
  const height = withRunPanels
    ? 'lg:h-[calc(100vh-20rem)] lg:min-h-[32rem]'
    : 'lg:h-[calc(100vh-9.5rem)] lg:min-h-[32rem]';
  return `grid shrink-0 grid-cols-1 gap-3 lg:grid-cols-2 lg:grid-rows-[minmax(0,1fr)] ${height}`;
}

function ReadOnlyNote({ ownerName }: { ownerName: string | undefined }) {
  return (
    <p className="rounded bg-gray-100 px-3 py-2 text-sm text-gray-700" data-testid="read-only-note">
      {ownerName ? `Shared by ${ownerName} — read-only view` : 'Read-only view'}
    </p>
  );
}

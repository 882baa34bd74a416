import { Button } from '../../components/ui/Button';
import { UpgradeLink } from '../../components/UpgradeLink';
import { Field } from '../../components/ui/Field';
import {
  copyTitle,
  DEFAULT_FLOWCHART_TITLE,
  MENU_LANGUAGES,
  type FlowchartLanguage,
} from '@codeflow/contracts';
import { emitMermaid } from '@codeflow/engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FlowchartView, type DrawnChart } from '../../components/flowchart/FlowchartView';
import { useAuth } from '../../session/useAuth';
import { CollabPresence, CollabWaiting } from '../collab/CollabPresence';
import { useEditorCollaboration } from '../collab/useEditorCollaboration';
import { ExportMenu } from '../export/ExportMenu';
import { allowedExportFormats } from '../export/exportFormats';
import { ChartPicker, FOLLOW_CURSOR } from './ChartPicker';
import { chartsInSourceOrder, planCharts } from './chartSelection';
import { CodeEditor, type CodeEditorHandle } from './CodeEditor';
import { DiagnosticsList } from './DiagnosticsList';
import { detectLanguage, languageOfFileName } from './detectLanguage';
import { SAMPLE_PROGRAMS } from './samplePrograms';
import { createFlowchart, updateFlowchart } from '../../api/flowcharts';
import { GENERATION_MESSAGES } from './generationMessages';
import { EDITOR_LANGUAGES } from './languageSupport';
import { chartAtLine, nodesAtLine, rangeOfNode } from './lineNodeMapping';
import { saveErrorMessage } from './saveMessages';
import { FileMenu } from './FileMenu';
import { isSaveShortcut, saveRules } from './saveRules';
import { thumbnailFor } from './thumbnailSvg';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useFlowchartGeneration } from './useFlowchartGeneration';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

export type EditorDocument = {
  title: string;
  code: string;
  language: FlowchartLanguage;
  compact: boolean;
};

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

type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  | { state: 'error'; message: string };

/** Shown beside the Save shortcut in the File menu. */
const SAVE_SHORTCUT =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘S' : 'Ctrl+S';

const sameDocument = (a: EditorDocument, b: EditorDocument) =>
  a.title === b.title && a.code === b.code && a.language === b.language && a.compact === b.compact;

const controlClass =
  'rounded border border-gray-300 bg-white px-2 py-1.5 text-sm focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none disabled:bg-gray-100';

/** The editor: code on the left, its live flowchart on the right, save and export on top. */
export function EditorWorkspace({
  initial,
  flowchartId,
  readOnly,
  ownerName,
  onCreated,
}: EditorWorkspaceProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAuth();
  const editorRef = useRef<CodeEditorHandle>(null);
  const [doc, setDoc] = useState<EditorDocument>(initial);
  const [saved, setSaved] = useState<EditorDocument>(initial);
  const [savedId, setSavedId] = useState<string | undefined>(flowchartId);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ state: 'idle' });
  const [cursorLine, setCursorLine] = useState(1);
  const [pickedChart, setPickedChart] = useState<string | null>(null);
  /** every chart at once, fitted, with a minimap (docs/product.md#editor) */
  const [overview, setOverview] = useState(false);
  const [drawn, setDrawn] = useState<DrawnChart | null>(null);
  const [renderError, setRenderError] = useState<string | null>(null);
  /** a language the pasted or opened code looks like, offered as a one-click switch */
  const [suggested, setSuggested] = useState<FlowchartLanguage | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  // a team flowchart is edited live and saved by the server (features/collab)
  const collab = useEditorCollaboration(readOnly ? undefined : savedId, (patch) =>
    setDoc((d) => ({ ...d, ...patch })),
  );

  const dirty = !readOnly && !collab.active && !sameDocument(doc, saved);
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
  const blocker = useUnsavedChangesGuard(dirty);

  // when the document last changed: the redraw's typing pause counts from the keystroke
  const codeChangedAt = useRef<number | undefined>(undefined);
  const generation = useFlowchartGeneration(
    { code: doc.code, language: doc.language, compact: doc.compact },
    { userRole: auth.user?.role, changedAt: () => codeChangedAt.current },
  );
  const graph = generation.chart?.graph ?? null;
  const orderedCharts = useMemo(() => chartsInSourceOrder(graph), [graph]);
  const plan = useMemo(() => {
    const cursorChart = chartAtLine(graph, cursorLine);
    if (overview) {
      return { charts: orderedCharts.map((c) => c.id), focus: cursorChart, pinned: false };
    }
    return planCharts(graph, pickedChart, cursorChart);
  }, [graph, pickedChart, cursorLine, overview, orderedCharts]);
  const drawsAll = graph !== null && plan.charts.length === graph.charts.length;
  const mermaidText = useMemo(() => {
    if (!generation.chart) return '';
    if (!graph || drawsAll || !plan.focus) return generation.chart.flowchart;
    return emitMermaid(graph, { chart: plan.focus });
  }, [generation.chart, graph, drawsAll, plan.focus]);

  const drawnCharts = useMemo(() => new Set(plan.charts), [plan.charts]);
  const highlighted = useMemo(
    () => new Set(nodesAtLine(graph, cursorLine, drawnCharts).map((n) => n.id)),
    [graph, cursorLine, drawnCharts],
  );

  const update = (patch: Partial<EditorDocument>) => {
    codeChangedAt.current = performance.now();
    setDoc((d) => ({ ...d, ...patch }));
    collab.publish(patch);
    if (saveStatus.state !== 'saving') setSaveStatus({ state: 'idle' });
  };

  const languageName = (tag: FlowchartLanguage) =>
    EDITOR_LANGUAGES.find((l) => l.value === tag)?.label ?? tag;

  /** Offers a switch when `code` looks like another language than the selected one. */
  const suggestFor = (code: string, current: FlowchartLanguage) => {
    const detected = detectLanguage(code);
    setSuggested(detected && detected !== current ? detected : null);
  };

  /** A file from disk replaces the code; its extension decides the language, else its content. */
  const openFile = (name: string, text: string) => {
    const byName = languageOfFileName(name, MENU_LANGUAGES);
    const language = byName ?? detectLanguage(text) ?? doc.language;
    update({ code: text, language });
    setSuggested(null);
  };

  const onNodeClick = useCallback(
    (nodeId: string) => {
      const range = rangeOfNode(graph, nodeId);
      if (range) editorRef.current?.selectLines(range.startLine, range.endLine);
    },
    [graph],
  );

  /** The body of a save: the document, the Mermaid text and the card's picture. */
  const saveBody = async (snapshot: EditorDocument) => ({
    title: snapshot.title.trim() || DEFAULT_FLOWCHART_TITLE,
    language: snapshot.language,
    code: snapshot.code,
    is_compact: snapshot.compact,
    flowchart: generation.chart?.flowchart ?? '',
    thumbnail: await thumbnailFor(graph, plan.focus, drawn),
  });

  /** The workspace now edits the flowchart `id` (a first save or a copy). */
  const becomeSaved = (id: string) => {
    setSavedId(id);
    onCreated?.(id);
    // a reload (or going back) reopens this flowchart instead of a blank editor
    const current: unknown = location.state;
    const state = typeof current === 'object' && current !== null ? current : {};
    void navigate('.', { replace: true, state: { ...state, flowchartId: id } });
    // the lifetime count went up: the plan's limit is judged on the new one
    void auth.refreshProfile();
  };

  const save = async () => {
    if (!rules.canSave || saveStatus.state === 'saving') return;
    const snapshot = doc;
    // docs/product.md#states-and-transitions: an expired token found on a flowchart call ends the session with its message
    if (auth.expireSessionIfTokenExpired()) return;
    setSaveStatus({ state: 'saving' });
    try {
      const body = await saveBody(snapshot);
      const result = savedId ? await updateFlowchart(savedId, body) : await createFlowchart(body);
      setSaved(snapshot);
      setSaveStatus({ state: 'saved', at: new Date() });
      if (!savedId) becomeSaved(result.id);
    } catch (error) {
      setSaveStatus({ state: 'error', message: saveErrorMessage(error) });
    }
  };

  /** Saves the document as a new flowchart ("Copy of …") and goes on editing that one. */
  const saveAsCopy = async () => {
    if (!rules.canCopy || saveStatus.state === 'saving') return;
    if (auth.expireSessionIfTokenExpired()) return;
    const snapshot = { ...doc, title: copyTitle(doc.title) };
    setSaveStatus({ state: 'saving' });
    try {
      const result = await createFlowchart(await saveBody(snapshot));
      setDoc((d) => ({ ...d, title: snapshot.title }));
      setSaved(snapshot);
      setSaveStatus({ state: 'saved', at: new Date() });
      becomeSaved(result.id);
    } catch (error) {
      setSaveStatus({ state: 'error', message: saveErrorMessage(error) });
    }
  };

  /**
   * A blank editor. The unsaved-changes guard lets same-page navigations pass (they record the
   * saved id), so New asks itself when there is work to lose.
   */
  const [confirmNew, setConfirmNew] = useState(false);
  const goNew = () => void navigate('/editor', { state: { fresh: Date.now() } });
  const startNew = () => (dirty ? setConfirmNew(true) : goNew());

  // Ctrl/⌘+S saves here, never the browser's "save page" (also while focus is in the code)
  const shortcut = useRef({ save, readOnly, reason: rules.saveReason });
  shortcut.current = { save, readOnly, reason: rules.saveReason };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSaveShortcut(e)) return;
      e.preventDefault();
      const { save: run, readOnly: ro, reason } = shortcut.current;
      if (ro) return;
      if (reason) setSaveStatus({ state: 'error', message: reason });
      else void run();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);

  const exportTitle = doc.title.trim() || DEFAULT_FLOWCHART_TITLE;
  const localNote =
    generation.source === 'local-fallback'
      ? GENERATION_MESSAGES.localNote
      : generation.source === 'local'
        ? 'Generated in your browser'
        : null;

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Field
          id="flowchart-title"
          label="Title"
          hideLabel
          className="min-w-48 flex-1"
          inputClassName={`${controlClass} w-full`}
          placeholder={DEFAULT_FLOWCHART_TITLE}
          value={doc.title}
          maxLength={200}
          readOnly={readOnly}
          onChange={(title) => update({ title })}
        />
        <label className="sr-only" htmlFor="flowchart-language">
          Language
        </label>
        <select
          id="flowchart-language"
          className={controlClass}
          value={doc.language}
          disabled={readOnly}
          onChange={(e) => {
            update({ language: e.target.value as FlowchartLanguage });
            setSuggested(null);
          }}
        >
          {EDITOR_LANGUAGES.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-1.5 text-sm text-gray-700">
          <input
            type="checkbox"
            checked={doc.compact}
            disabled={readOnly}
            onChange={(e) => update({ compact: e.target.checked })}
            className="h-4 w-4"
          />
          Compact
        </label>
        <FileMenu
          items={[
            { label: 'New', onSelect: startNew },
            {
              label: 'Save as copy',
              onSelect: () => void saveAsCopy(),
              disabledReason: rules.copyReason,
              hidden: readOnly || !rules.offerCopy,
            },
            {
              label: 'Save',
              hint: SAVE_SHORTCUT,
              onSelect: () => void save(),
              disabledReason: rules.saveReason,
              hidden: readOnly,
            },
          ]}
        />
        {!readOnly && (
          // a disabled button gets no hover events in every browser: the wrapper carries the tooltip
          <span title={rules.saveReason ?? undefined} className="inline-flex">
            <Button
              variant="primary"
              onClick={() => void save()}
              disabled={saveStatus.state === 'saving' || !rules.canSave}
              title={rules.saveReason ?? `Save (${SAVE_SHORTCUT})`}
              aria-describedby={rules.saveReason ? 'save-blocked-reason' : undefined}
              aria-keyshortcuts="Control+S Meta+S"
            >
              {saveStatus.state === 'saving' ? 'Saving…' : 'Save'}
            </Button>
          </span>
        )}
        {!readOnly && rules.saveReason && (
          <span
            className={
              rules.upgradeHelps
                ? 'flex flex-wrap items-center gap-2 text-sm text-gray-700'
                : 'sr-only'
            }
            data-testid="save-blocked"
          >
            <span id="save-blocked-reason">{rules.saveReason}</span>
            {rules.upgradeHelps && <UpgradeLink />}
            {rules.offerCopy && rules.canCopy && dirty && (
              <Button size="sm" onClick={() => void saveAsCopy()}>
                Keep changes as a copy
              </Button>
            )}
          </span>
        )}
        <span role="status" aria-live="polite" className="text-sm" data-testid="save-status">
          {saveStatus.state === 'saved' && <span className="text-green-700">Saved</span>}
          {saveStatus.state === 'error' && (
            <span className="text-red-600">{saveStatus.message}</span>
          )}
          {saveStatus.state === 'idle' && dirty && (
            <span className="text-gray-500">Unsaved changes</span>
          )}
        </span>
        <CollabPresence collab={collab} />
      </div>

      {readOnly && (
        <p
          className="rounded bg-gray-100 px-3 py-2 text-sm text-gray-700"
          data-testid="read-only-note"
        >
          {ownerName ? `Shared by ${ownerName} — read-only view` : 'Read-only view'}
        </p>
      )}

      {suggested && !readOnly && (
        <p
          className="flex flex-wrap items-center gap-2 rounded bg-blue-50 px-3 py-2 text-sm text-blue-900"
          data-testid="language-suggestion"
        >
          This looks like {languageName(suggested)}.
          <Button
            size="sm"
            variant="primary"
            onClick={() => {
              update({ language: suggested });
              setSuggested(null);
            }}
          >
            Switch to {languageName(suggested)}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSuggested(null)}>
            Keep {languageName(doc.language)}
          </Button>
        </p>
      )}

      {/* a fixed height, so a long file scrolls inside the editor (CodeMirror then draws only
          the lines in view) instead of stretching the page to its full length */}
      <div className="grid shrink-0 grid-cols-1 gap-3 lg:h-[calc(100vh-13rem)] lg:min-h-[32rem] lg:grid-cols-2 lg:grid-rows-[minmax(0,1fr)]">
        <section
          aria-label="Code"
          className="flex h-[60vh] min-h-0 flex-col overflow-hidden rounded border border-gray-300 lg:h-auto"
        >
          {collab.waiting ? (
            <CollabWaiting />
          ) : (
            <CodeEditor
              ref={editorRef}
              key={collab.ready ? 'live' : 'solo'}
              collaboration={collab.ready ? collab.extension : null}
              value={doc.code}
              language={doc.language}
              readOnly={readOnly || collab.locked}
              onChange={(code) => update({ code })}
              onCursorLine={setCursorLine}
              label="Source code"
              diagnostics={generation.diagnostics}
              onPaste={() => suggestFor(editorRef.current?.text() ?? '', doc.language)}
              {...(readOnly ? {} : { onDropFile: openFile })}
            />
          )}
        </section>

        <section aria-label="Flowchart" className="flex h-[75vh] min-h-0 flex-col gap-2 lg:h-auto">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2">
              {!overview && (
                <ChartPicker
                  charts={orderedCharts}
                  focus={plan.focus}
                  pinned={plan.pinned}
                  onChange={(id) => setPickedChart(id === FOLLOW_CURSOR ? null : id)}
                />
              )}
              {orderedCharts.length > 1 && (
                <Button
                  size="sm"
                  variant={overview ? 'primary' : 'secondary'}
                  aria-pressed={overview}
                  onClick={() => setOverview((o) => !o)}
                  title="Every chart at once, with a minimap"
                >
                  Overview
                </Button>
              )}
            </div>
            <span
              className="text-xs text-gray-500"
              aria-live="polite"
              data-testid="generation-state"
            >
              {generation.pending ? 'Updating…' : ''}
            </span>
          </div>
          {localNote && (
            <p className="text-sm text-amber-800" data-testid="local-note">
              {localNote}
            </p>
          )}
          {generation.error && (
            <p role="alert" className="text-sm text-red-600" data-testid="generation-error">
              {generation.error}
            </p>
          )}
          {renderError && (
            <p role="alert" className="text-sm text-red-600">
              The chart could not be drawn: {renderError}
            </p>
          )}
          <div className="relative flex min-h-0 flex-1 flex-col overflow-hidden rounded border border-gray-300">
            {mermaidText === '' && !generation.pending && (
              <div className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 bg-white p-6 text-center text-sm text-gray-500">
                <p>
                  {doc.code.trim() === ''
                    ? 'Type or paste code on the left to see its flowchart.'
                    : 'No flowchart to show yet.'}
                </p>
                {doc.code.trim() === '' && !readOnly && (
                  <div className="flex flex-wrap justify-center gap-2">
                    <Button
                      size="sm"
                      data-testid="insert-sample"
                      onClick={() => update({ code: SAMPLE_PROGRAMS[doc.language] })}
                    >
                      Try a {languageName(doc.language)} sample
                    </Button>
                    <Button size="sm" onClick={() => fileInputRef.current?.click()}>
                      Open a file…
                    </Button>
                    <input
                      ref={fileInputRef}
                      type="file"
                      className="sr-only"
                      tabIndex={-1}
                      aria-label="Open a code file"
                      data-testid="open-file"
                      onChange={(e) => {
                        const file = e.target.files?.[0];
                        e.target.value = '';
                        if (file) void file.text().then((text) => openFile(file.name, text));
                      }}
                    />
                  </div>
                )}
              </div>
            )}
            {mermaidText === '' && generation.pending && (
              <p className="absolute inset-0 flex items-center justify-center text-sm text-gray-500">
                Drawing the flowchart…
              </p>
            )}
            <FlowchartView
              className="flex-1"
              graph={mermaidText === '' ? null : graph}
              charts={plan.charts}
              focusChart={plan.focus}
              overview={overview}
              label="Flowchart of the code"
              highlighted={highlighted}
              onNodeClick={onNodeClick}
              onDrawn={setDrawn}
              onRenderError={setRenderError}
              onRendered={generation.noteDrawn}
            />
          </div>
          <DiagnosticsList
            diagnostics={generation.diagnostics}
            onGoToLine={(line) => editorRef.current?.selectLines(line, line)}
          />
          <ExportMenu
            drawn={drawn}
            mermaidText={mermaidText}
            title={exportTitle}
            allowed={allowedExportFormats(
              auth.features.export_formats
                ? { export_formats: auth.features.export_formats }
                : null,
            )}
          />
        </section>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
      {confirmNew && (
        <ConfirmDialog
          title="Discard unsaved changes?"
          confirmLabel="Discard and start new"
          cancelLabel="Keep editing"
          onConfirm={() => {
            setConfirmNew(false);
            goNew();
          }}
          onCancel={() => setConfirmNew(false)}
          testId="confirm-new"
          size="sm"
        >
          Your changes to this flowchart have not been saved.
        </ConfirmDialog>
      )}
    </div>
  );
}

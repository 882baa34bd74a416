import { FLOWCHART_NOT_FOUND, SHARE_LINK_INVALID, languageOrOther } from '@codeflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { readEditorNavigationState } from '../../features/editor/editorNavigation';
import { EditorWorkspace, type EditorDocument } from '../../features/editor/EditorWorkspace';
import { getFlowchart } from '../../api/flowcharts';
import { getSharedFlowchart } from '../../api/share';
import { loadErrorMessage } from '../../features/editor/saveMessages';

const BLANK: EditorDocument = { title: '', code: '', language: 'python', compact: false };

/**
 * /editor (docs/product.md#editor): a new flowchart; a saved one (navigation state `flowchartId`, read-only
 * with `readOnly: true`); or a shared one (`?shareId=`, always read-only).
 */
export function EditorPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const shareId = params.get('shareId');
  const { flowchartId, readOnly, fresh } = readEditorNavigationState(location.state);
  // After a first save (or a Save as copy) the workspace records the new id in the navigation
  // state (so a reload reopens it); that must not swap the open workspace for a freshly loaded
  // copy. Every id it created is kept: between its two updates the page may still see the last.
  const [createdIds, setCreatedIds] = useState<ReadonlySet<string>>(() => new Set());
  const onCreated = (id: string) => setCreatedIds((ids) => new Set(ids).add(id));

  return (
    <div className="mx-auto flex w-full max-w-screen-2xl flex-1 flex-col gap-3 px-4 py-4">
      <PageTitle title="Editor" />
      <h1 className="sr-only">Editor</h1>
      {shareId ? (
        <SharedEditor shareId={shareId} />
      ) : flowchartId && !createdIds.has(flowchartId) ? (
        <SavedEditor id={flowchartId} readOnly={readOnly === true} />
      ) : (
        // New (File menu) sets a new `fresh`: a blank workspace again, even from a blank one
        <EditorWorkspace
          key={`new-${fresh ?? 0}`}
          initial={BLANK}
          readOnly={false}
          onCreated={onCreated}
        />
      )}
    </div>
  );
}

function SavedEditor({ id, readOnly }: { id: string; readOnly: boolean }) {
  const query = useQuery({
    queryKey: ['flowcharts', id],
    queryFn: ({ signal }) => getFlowchart(id, signal),
    retry: false,
    // what the editor holds is the truth while it is open; do not refetch behind its back
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // but forget it when the editor closes: saves, restores and collaborators change the
    // flowchart, and coming back (from Compare, the dashboard) must open what is saved now
    gcTime: 0,
  });
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return <LoadFailure message={loadErrorMessage(query.error, FLOWCHART_NOT_FOUND)} />;
  }
  const f = query.data;
  return (
    <EditorWorkspace
      key={f.id}
      flowchartId={f.id}
      readOnly={readOnly}
      initial={{
        title: f.title,
        code: f.code,
        language: languageOrOther(f.language),
        compact: f.is_compact,
      }}
    />
  );
}

function SharedEditor({ shareId }: { shareId: string }) {
  const query = useQuery({
    queryKey: ['shared', shareId],
    queryFn: ({ signal }) => getSharedFlowchart(shareId, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return <LoadFailure message={loadErrorMessage(query.error, SHARE_LINK_INVALID)} />;
  }
  const f = query.data;
  return (
    <EditorWorkspace
      key={shareId}
      readOnly
      ownerName={f.owner_full_name}
      initial={{
        title: f.title,
        code: f.code,
        language: languageOrOther(f.language),
        compact: f.is_compact,
      }}
    />
  );
}

function LoadingState() {
  return (
    <p role="status" className="py-16 text-center text-gray-500">
      Loading flowchart…
    </p>
  );
}

function LoadFailure({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mx-auto mt-16 max-w-md rounded border border-red-200 bg-red-50 p-6 text-center"
    >
      <p className="font-medium text-red-800" data-testid="load-error">
        {message}
      </p>
      <div className="mt-4 flex justify-center gap-3 text-sm">
        <Link to="/dashboard" className="text-blue-700 underline">
          Back to My Flowcharts
        </Link>
        <Link to="/editor" state={{}} className="text-blue-700 underline">
          New flowchart
        </Link>
      </div>
    </div>
  );
}

import type { ExportFormat } from '@codeflow/contracts';
import type { FlowGraph } from '@codeflow/engine';
import { useLayoutEffect, useRef, useState } from 'react';
import type { DrawnChart } from '../../../components/flowchart/FlowchartView';
import { Button } from '../../../components/ui/Button';
import { Toast, type ToastNotice } from '../../../components/ui/Toast';
import { downloadBlob } from '../../../lib/downloadBlob';
import { ExportMenu } from '../../../components/export/ExportMenu';
import { exportFileName } from '../../../components/export/exportFileName';
import { useLogicViews } from './useLogicViews';

/**
 * Pseudocode or the structogram of the chart in view (decision 043), with their exports:
 * pseudocode as .txt or .md (and a copy), the structogram through the editor's export menu
 * (SVG, PNG, JPEG, PDF as the plan allows).
 */
export function LogicView({
  view,
  code,
  language,
  graph,
  focus,
  title,
  allowedExports,
  mermaidText,
}: {
  view: 'pseudocode' | 'structogram';
  code: string;
  language: string;
  graph: FlowGraph | null;
  /** the chart in view (its id), null for the whole file */
  focus: string | null;
  title: string;
  allowedExports: ReadonlySet<ExportFormat>;
  mermaidText: string;
}) {
  const chart = graph?.charts.find((c) => c.id === focus)?.name ?? null;
  const enabled = code.trim() !== '';
  const { answer, pending } = useLogicViews(enabled, code, language, chart);
  const holder = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<DrawnChart | null>(null);
  const [notice, setNotice] = useState<ToastNotice | null>(null);
  const svg = answer?.ok ? answer.svg : '';

  useLayoutEffect(() => {
    const element = holder.current?.querySelector('svg');
    if (view !== 'structogram' || !element) {
      setDrawn(null);
      return;
    }
    const width = Number(element.getAttribute('width'));
    const height = Number(element.getAttribute('height'));
    setDrawn({ svg: element, blocks: [{ chart: chart ?? 'file', x: 0, y: 0, width, height }] });
  }, [svg, view, chart]);

  if (!enabled) return null;
  if (!answer) {
    return (
      <p className="flex flex-1 items-center justify-center text-sm text-gray-500">
        {view === 'pseudocode' ? 'Writing the pseudocode…' : 'Drawing the structogram…'}
      </p>
    );
  }
  if (!answer.ok) {
    return (
      <p role="alert" className="p-3 text-sm text-red-600" data-testid="logic-view-error">
        {answer.error}
      </p>
    );
  }
  const name = `${title}${chart && chart !== 'module' ? ` ${chart}` : ''}`;
  const save = (text: string, extension: 'txt' | 'md') => {
    const type = extension === 'md' ? 'text/markdown' : 'text/plain';
    downloadBlob(
      new Blob([text], { type: `${type};charset=utf-8` }),
      exportFileName(`${name} pseudocode`, extension),
    );
  };
  const copy = () => {
    navigator.clipboard.writeText(answer.text).then(
      () => setNotice({ text: 'Pseudocode copied', tone: 'success' }),
      () => setNotice({ text: 'Copying failed: select the text and copy it', tone: 'error' }),
    );
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col" aria-busy={pending}>
      {view === 'pseudocode' ? (
        <pre
          className="min-h-0 flex-1 overflow-auto bg-white p-3 font-mono text-sm leading-relaxed text-gray-900"
          aria-label="Pseudocode"
          tabIndex={0}
          data-testid="pseudocode"
        >
          {answer.text}
        </pre>
      ) : (
        <div
          ref={holder}
          className="min-h-0 flex-1 overflow-auto bg-white p-3"
          aria-label="Structogram"
          role="figure"
          tabIndex={0}
          data-testid="structogram"
          // our own engine's SVG: every text in it is escaped by writeStructogramSvg
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
      <div className="flex flex-wrap items-center gap-1.5 border-t border-gray-200 p-2">
        {view === 'pseudocode' ? (
          <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Export">
            <span className="text-sm font-medium text-gray-600">Export:</span>
            <Button
              size="sm"
              data-testid="export-pseudocode-txt"
              onClick={() => save(answer.text, 'txt')}
            >
              Text (.txt)
            </Button>
            <Button
              size="sm"
              data-testid="export-pseudocode-md"
              onClick={() => save(answer.markdown, 'md')}
            >
              Markdown (.md)
            </Button>
            <Button size="sm" variant="secondary" onClick={copy}>
              Copy
            </Button>
            <Toast
              notice={notice}
              durationMs={2_000}
              onExpire={() => setNotice(null)}
              className="text-sm"
            />
          </div>
        ) : (
          <ExportMenu
            drawn={drawn}
            mermaidText={mermaidText}
            title={`${name} structogram`}
            allowed={allowedExports}
            graph={graph}
          />
        )}
      </div>
    </div>
  );
}

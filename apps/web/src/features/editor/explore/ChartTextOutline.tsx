import { chartOutline, outlineText, type FlowGraph, type OutlineItem } from '@codeflow/engine';
import { useMemo, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { downloadBlob } from '../../../lib/downloadBlob';

/**
 * The chart as a text outline (issue 23 item 5): an accessible tree beside the drawing, each node
 * said with its ways out, nested in its blocks; Up/Down/Home/End move, Enter shows the node's
 * code. "Export outline" saves it as a .txt file.
 */
export function ChartTextOutline({
  graph,
  chartId,
  title,
  onSelectNode,
}: {
  graph: FlowGraph;
  chartId: string;
  title: string;
  onSelectNode: (nodeId: string) => void;
}) {
  const items = useMemo(() => chartOutline(graph, chartId), [graph, chartId]);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="treeitem"]')];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to =
      event.key === 'ArrowDown'
        ? at + 1
        : event.key === 'ArrowUp'
          ? at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? all.length - 1
              : null;
    if (to !== null) {
      event.preventDefault();
      const next = all[Math.min(all.length - 1, Math.max(0, to))];
      if (next) {
        for (const el of all) el.tabIndex = -1;
        next.tabIndex = 0;
        next.focus();
      }
      return;
    }
    const node = (document.activeElement as HTMLElement | null)?.dataset.nodeId;
    if (event.key === 'Enter' && node) {
      event.preventDefault();
      onSelectNode(node);
    }
  };
  const exportText = () =>
    downloadBlob(
      new Blob([outlineText(title, items)], { type: 'text/plain;charset=utf-8' }),
      `${fileSafe(title)}-outline.txt`,
    );
  return (
    <section
      aria-label="Text outline of the chart"
      className="flex max-h-56 min-h-0 flex-col gap-1 text-sm md:max-h-none md:w-64 md:shrink-0"
      data-testid="text-outline"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xs font-semibold tracking-wide text-gray-600 uppercase">Outline</h2>
        <Button size="sm" onClick={exportText} data-testid="export-outline">
          Export outline
        </Button>
      </div>
      <ul
        role="tree"
        aria-label={`Outline of ${title}`}
        className="min-h-0 flex-1 overflow-y-auto rounded border border-gray-200 p-1"
        onKeyDown={onKeyDown}
      >
        {items.map((item, i) => (
          <OutlineEntry key={i} item={item} level={1} first={i === 0} onSelect={onSelectNode} />
        ))}
      </ul>
    </section>
  );
}

function OutlineEntry({
  item,
  level,
  first,
  onSelect,
}: {
  item: OutlineItem;
  level: number;
  first: boolean;
  onSelect: (nodeId: string) => void;
}) {
  const hasChildren = item.children.length > 0;
  return (
    <li
      role="treeitem"
      aria-level={level}
      aria-expanded={hasChildren ? true : undefined}
      aria-selected={false}
      tabIndex={first ? 0 : -1}
      data-node-id={item.node}
      className="rounded px-1 text-gray-800 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
      onClick={(event) => {
        event.stopPropagation();
        if (item.node) onSelect(item.node);
      }}
    >
      <span className={item.block ? 'font-medium text-gray-600' : ''}>{item.text}</span>
      {hasChildren && (
        <ul role="group" className="ml-3 border-l border-gray-200 pl-2">
          {item.children.map((child, i) => (
            <OutlineEntry
              key={i}
              item={child}
              level={level + 1}
              first={false}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function fileSafe(name: string): string {
  return name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'chart';
}

import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { DrawnChart } from './drawnChart';
import { announceRender } from './renderEvents';
import type { Rendered } from './useWorkerDrawing';

/** A drawing's nodes by engine node id (a node may appear more than once). */
export type NodeIndex = Map<string, Element[]>;

/** Indexes the worker-written nodes (already focusable buttons) of a drawing by node id. */
export function indexNodes(svg: Element): NodeIndex {
  const nodes: NodeIndex = new Map();
  for (const el of svg.querySelectorAll('g.cf-node[data-node-id]')) {
    const id = el.getAttribute('data-node-id') ?? '';
    const list = nodes.get(id) ?? [];
    list.push(el);
    nodes.set(id, list);
  }
  return nodes;
}

/**
 * Puts the drawing into `contentRef` ourselves (not through React), so its nodes are indexed and
 * the render announced right after: `onDrawn` gets the svg (null when it is removed) and
 * `onRendered` says a drawing is in the DOM. Returns the node index of the drawing shown.
 */
export function useInsertedDrawing(
  contentRef: RefObject<HTMLDivElement | null>,
  rendered: Rendered | null,
  label: string,
  callbacks: RefObject<{
    onDrawn?: ((drawn: DrawnChart | null) => void) | undefined;
    onRendered?: (() => void) | undefined;
  }>,
): RefObject<NodeIndex> {
  const nodesRef = useRef<NodeIndex>(new Map());
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    if (!rendered) {
      content.replaceChildren();
      nodesRef.current = new Map();
      callbacks.current.onDrawn?.(null);
      return;
    }
    content.innerHTML = rendered.svg;
    const svg = content.querySelector('svg');
    if (!svg) return;
    svg.style.display = 'block';
    // a group, not an image: its nodes are buttons, and an image's content is not read at all
    svg.setAttribute('role', 'group');
    svg.setAttribute('aria-label', label);
    nodesRef.current = indexNodes(svg);
    callbacks.current.onDrawn?.({ svg, blocks: rendered.blocks });
    announceRender(content);
    callbacks.current.onRendered?.();
  }, [rendered, label, contentRef, callbacks]);
  return nodesRef;
}

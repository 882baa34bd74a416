/**
 * The keyboard walk through a chart (issue 23 item 5): Down follows the first way out, Left and
 * Right move to the other ways out of the node you came from (the other branch), Up goes back
 * along the way you came. A pure step function: the web keeps the state.
 */
import type { FlowGraph } from '../graph/types';
import { waysOut } from './describe';

export type WalkState = {
  node: string;
  /** the nodes walked through to get here, the last is the one you came from */
  trail: string[];
};

export type WalkKey = 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight';

export function walkStep(graph: FlowGraph, state: WalkState, key: WalkKey): WalkState {
  if (key === 'ArrowDown') {
    const next = waysOut(graph, state.node)[0];
    return next ? { node: next.to, trail: [...state.trail, state.node] } : state;
  }
  if (key === 'ArrowUp') {
    const back = state.trail[state.trail.length - 1];
    return back === undefined ? state : { node: back, trail: state.trail.slice(0, -1) };
  }
  const from = state.trail[state.trail.length - 1];
  if (from === undefined) return state;
  const targets = [...new Set(waysOut(graph, from).map((e) => e.to))];
  if (targets.length < 2) return state;
  const at = Math.max(0, targets.indexOf(state.node));
  const step = key === 'ArrowRight' ? 1 : -1;
  const node = targets[(at + step + targets.length) % targets.length] ?? state.node;
  return { node, trail: state.trail };
}

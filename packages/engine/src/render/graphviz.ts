/**
 * Graphviz (WASM, from @hpcc-js/wasm-graphviz, whose single JS file carries the wasm inline: nothing
 * is fetched at run time), loaded on first use so that hosts which never draw never pay for it.
 * Works the same in Node and in a Web Worker (no DOM).
 */
import type { Format, Graphviz } from '@hpcc-js/wasm-graphviz';

/** the wasm build has Graphviz's xdot writer; the package's `Format` type does not list it */
export const XDOT = 'xdot' as Format;

let loading: Promise<Graphviz> | undefined;

export function loadGraphviz(): Promise<Graphviz> {
  loading ??= import('@hpcc-js/wasm-graphviz').then((m) => m.Graphviz.load());
  return loading;
}

/**
 * Runs `dot` on DOT text and returns Graphviz's `xdot` output (positions and drawing ops, read by
 * xdotOutput.ts): the same numbers as its `json` output, which costs Graphviz about as much
 * again to write for a decision-dense chart (decision 050).
 */
export async function layoutDot(dot: string): Promise<string> {
  const gv = await loadGraphviz();
  return gv.layout(dot, XDOT, 'dot');
}

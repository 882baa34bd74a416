/**
 * Graphviz (WASM, from @hpcc-js/wasm-graphviz, whose single JS file carries the wasm inline: nothing
 * is fetched at run time), loaded on first use so that hosts which never draw never pay for it.
 * Works the same in Node and in a Web Worker (no DOM).
 */
import type { Graphviz } from '@hpcc-js/wasm-graphviz';

let loading: Promise<Graphviz> | undefined;

export function loadGraphviz(): Promise<Graphviz> {
  loading ??= import('@hpcc-js/wasm-graphviz').then((m) => m.Graphviz.load());
  return loading;
}

/** Runs `dot` on DOT text and returns Graphviz's JSON output (positions and drawing ops). */
export async function layoutDot(dot: string): Promise<string> {
  const gv = await loadGraphviz();
  return gv.layout(dot, 'json', 'dot');
}

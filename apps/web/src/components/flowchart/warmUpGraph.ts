import type { FlowGraph } from '@codeflow/engine';

/**
 * A small chart of a loop, a decision chain and I/O (the engine's graph of a 10-line Python
 * function), laid out by the renderer worker while it is idle (see render.worker.ts): Graphviz's
 * wasm and the drawing code run slowly until the JIT has seen them a few times (the elif bench
 * chart's first layouts in a fresh process: 169, 37, 41 ms, then 20; after 20 layouts of this
 * one: 35, 42, 21, then 17), so the first keystrokes after opening a file paid for it.
 */
export const WARM_UP_GRAPH: FlowGraph = {
  version: 1,
  language: 'python',
  charts: [
    {
      id: 'c1',
      name: 'warm',
      kind: 'function',
      range: {
        startLine: 1,
        endLine: 10,
      },
      start: 'n4',
      end: 'n5',
      parent: 'c0',
    },
  ],
  nodes: [
    {
      id: 'n4',
      chart: 'c1',
      kind: 'start',
      label: 'def warm(items, limit)',
    },
    {
      id: 'n5',
      chart: 'c1',
      kind: 'end',
      label: 'End',
    },
    {
      id: 'n6',
      chart: 'c1',
      kind: 'process',
      label: 'total = 0',
      range: {
        startLine: 2,
        endLine: 2,
      },
    },
    {
      id: 'n7',
      chart: 'c1',
      kind: 'loop',
      label: 'for x in items',
      range: {
        startLine: 3,
        endLine: 3,
      },
    },
    {
      id: 'n8',
      chart: 'c1',
      kind: 'decision',
      label: 'x > limit',
      range: {
        startLine: 4,
        endLine: 4,
      },
    },
    {
      id: 'n9',
      chart: 'c1',
      kind: 'process',
      label: 'total += x',
      range: {
        startLine: 5,
        endLine: 5,
      },
    },
    {
      id: 'n10',
      chart: 'c1',
      kind: 'decision',
      label: 'x < 0',
      range: {
        startLine: 6,
        endLine: 6,
      },
    },
    {
      id: 'n11',
      chart: 'c1',
      kind: 'continue',
      label: 'continue',
      range: {
        startLine: 7,
        endLine: 7,
      },
    },
    {
      id: 'n12',
      chart: 'c1',
      kind: 'io',
      label: 'print("small", x)',
      range: {
        startLine: 9,
        endLine: 9,
      },
    },
    {
      id: 'n13',
      chart: 'c1',
      kind: 'return',
      label: 'return total',
      range: {
        startLine: 10,
        endLine: 10,
      },
    },
  ],
  edges: [
    {
      from: 'n4',
      to: 'n6',
      kind: 'flow',
    },
    {
      from: 'n6',
      to: 'n7',
      kind: 'flow',
    },
    {
      from: 'n7',
      to: 'n8',
      kind: 'true',
      label: 'next',
    },
    {
      from: 'n8',
      to: 'n9',
      kind: 'true',
      label: 'Yes',
    },
    {
      from: 'n8',
      to: 'n10',
      kind: 'false',
      label: 'No',
    },
    {
      from: 'n10',
      to: 'n11',
      kind: 'true',
      label: 'Yes',
    },
    {
      from: 'n10',
      to: 'n12',
      kind: 'false',
      label: 'No',
    },
    {
      from: 'n9',
      to: 'n7',
      kind: 'back',
    },
    {
      from: 'n12',
      to: 'n7',
      kind: 'back',
    },
    {
      from: 'n11',
      to: 'n7',
      kind: 'back',
    },
    {
      from: 'n7',
      to: 'n13',
      kind: 'false',
      label: 'done',
    },
    {
      from: 'n13',
      to: 'n5',
      kind: 'flow',
    },
  ],
};

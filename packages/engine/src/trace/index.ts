/**
 * Line tracing of JavaScript and TypeScript from the syntax tree: the editor's Run (decision 041)
 * and the engine's trace checker (test/js-trace) use the same instrumenter.
 */
export { instrument, type Instrumented, type TracedFunction } from './instrument';
export { stripTypes, UNTRACED } from './stripTypes';

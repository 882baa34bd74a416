/**
 * Node entry: configures the engine to read grammar wasm files from the installed npm packages
 * (nodeHost.ts), then re-exports the public API. Import `@codeflow/engine/node` in Node (server,
 * CLI, tests).
 */
export { grammarPath } from './nodeHost';
export * from './index';

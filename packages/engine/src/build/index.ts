export { buildGraph } from './buildGraph';

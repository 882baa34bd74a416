export { compactGraph } from './compactGraph';

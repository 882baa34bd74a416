export {
  emitMermaid,
  MERMAID_MAX_EDGES,
  MERMAID_MAX_TEXT,
  omittedCharts,
  type EmitOptions,
} from './emitMermaid';
export { escapeLabel } from './escapeLabel';

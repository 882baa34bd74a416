import { describe, expect, it } from 'vitest';
import { nodeIdFromElementId } from './mermaidNodeId';

describe('nodeIdFromElementId (Mermaid 11 ids: <renderId>-flowchart-<nodeId>-<n>)', () => {
  it('recovers the engine node id', () => {
    expect(nodeIdFromElementId('cf-mermaid-3-flowchart-n12-7', 'cf-mermaid-3')).toBe('n12');
    expect(nodeIdFromElementId('cf-mermaid-3-flowchart-c0_cut-40', 'cf-mermaid-3')).toBe('c0_cut');
  });
  it('rejects elements of another render or shape', () => {
    expect(nodeIdFromElementId('cf-mermaid-2-flowchart-n1-0', 'cf-mermaid-3')).toBeNull();
    expect(nodeIdFromElementId('cf-mermaid-3-c0', 'cf-mermaid-3')).toBeNull();
    expect(nodeIdFromElementId('cf-mermaid-3-flowchart-n1', 'cf-mermaid-3')).toBeNull();
  });
});

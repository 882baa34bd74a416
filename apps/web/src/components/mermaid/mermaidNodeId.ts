/**
 * Mermaid 11 gives each rendered flowchart node the element id `<renderId>-flowchart-<nodeId>-<n>`
 * (n counts nodes in the diagram). The engine's node ids (`n12`, `c0_cut`) contain no `-`, so the
 * node id is what lies between the `flowchart-` marker and the last `-`.
 */
export function nodeIdFromElementId(elementId: string, renderId: string): string | null {
  const prefix = `${renderId}-flowchart-`;
  if (!elementId.startsWith(prefix)) return null;
  const rest = elementId.slice(prefix.length);
  const cut = rest.lastIndexOf('-');
  if (cut <= 0 || !/^\d+$/.test(rest.slice(cut + 1))) return null;
  return rest.slice(0, cut);
}

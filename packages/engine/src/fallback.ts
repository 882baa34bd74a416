/**
 * The local fallback flowchart of docs/product.md#constants-and-limits, for languages the engine
 * has no lowering for (`other`): top-down, one node per non-blank line (text cut to 50 characters
 * plus `...`, double quotes replaced by single quotes, angle brackets escaped), with Start and End.
 */
export type SimpleFlowchartResult = { flowchart: string; error: string | null };

const MAX_CHARS = 50;

function nodeText(line: string): string {
  const trimmed = line.trim();
  const chars = Array.from(trimmed);
  const cut = chars.length > MAX_CHARS ? `${chars.slice(0, MAX_CHARS).join('')}...` : trimmed;
  // `#` and backticks would still be parsed by Mermaid inside the quoted label
  return cut
    .replace(/"/g, "'")
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/#/g, '#35;')
    .replace(/`/g, "'");
}

export function simpleFlowchart(code: string): SimpleFlowchartResult {
  const lines = code.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0) return { flowchart: '', error: 'No code provided' };
  const out = ['flowchart TD', '  start(["Start"])'];
  let prev = 'start';
  lines.forEach((line, i) => {
    const id = `L${i + 1}`;
    out.push(`  ${id}["${nodeText(line)}"]`);
    out.push(`  ${prev} --> ${id}`);
    prev = id;
  });
  out.push('  stop(["End"])', `  ${prev} --> stop`);
  return { flowchart: out.join('\n'), error: null };
}

import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT_REGISTRY } from '../export/index';
import { CLI_EXPORTER } from './cliExporter';
import { FORMATS, USAGE } from './parseArgs';

const ids = EXPORT_FORMAT_REGISTRY.map((f) => f.id);

describe("the CLI's --format list", () => {
  it('is the registry formats the CLI encodes, in registry order', () => {
    expect(FORMATS).toEqual(CLI_EXPORTER.ids);
    expect(FORMATS).toEqual(ids.filter((id) => CLI_EXPORTER.supports(id)));
    expect(FORMATS).toEqual(['mermaid', 'json', 'dot', 'svg', 'png', 'pdf', 'pseudocode']);
    expect(USAGE).toContain(`--format ${FORMATS.join('|')}]`);
  });

  it('refuses a drawn format without a FlowGraph (other, or an error)', async () => {
    const result = { flowchart: 'flowchart TD', graph: null, error: null, diagnostics: [] };
    const opts = {
      compact: false,
      format: 'png' as const,
      scale: 1 as const,
      background: 'white' as const,
      pages: 'chart' as const,
      pdfPaper: 'chart' as const,
      pdfLayout: 'tiles' as const,
      view: 'flowchart' as const,
      metrics: false,
      inputs: [],
      help: false,
    };
    await expect(CLI_EXPORTER.encode('png', result, opts)).rejects.toThrow(
      '--format png needs a supported language',
    );
    await expect(CLI_EXPORTER.encode('mermaid', result, opts)).resolves.toBe('flowchart TD\n');
  });
});

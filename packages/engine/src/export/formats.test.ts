import { EXPORT_FORMATS } from '@codeflow/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createExporter } from './exporter';
import {
  EXPORT_FORMAT_REGISTRY,
  exportContentType,
  exportFormat,
  isExportFormatId,
} from './formats';

const ids = EXPORT_FORMAT_REGISTRY.map((f) => f.id);

describe('the export format registry', () => {
  it('lists every format once, each with its own extension and MIME type', () => {
    expect(ids).toEqual(['mermaid', 'json', 'dot', 'svg', 'png', 'jpeg', 'pdf', 'pseudocode']);
    for (const key of ['id', 'extension', 'mimeType'] as const) {
      const values = EXPORT_FORMAT_REGISTRY.map((f) => f[key]);
      expect(new Set(values).size).toBe(values.length);
    }
    for (const f of EXPORT_FORMAT_REGISTRY) expect(f.extension).toMatch(/^[a-z]+$/);
  });

  it('holds every format a plan can grant (the plan table names drawn formats only)', () => {
    for (const format of EXPORT_FORMATS) {
      expect(isExportFormatId(format)).toBe(true);
      expect(exportFormat(format).needs).toBe('drawing');
    }
  });

  it('says what each format is and needs', () => {
    expect(exportFormat('jpeg')).toMatchObject({ label: 'JPEG', extension: 'jpg', kind: 'raster' });
    expect(exportFormat('pdf')).toMatchObject({ kind: 'vector', needs: 'drawing' });
    expect(exportFormat('dot')).toMatchObject({ kind: 'text', needs: 'graph' });
    expect(exportFormat('mermaid')).toMatchObject({ extension: 'mmd', needs: 'result' });
    expect(exportFormat('pseudocode')).toMatchObject({ extension: 'md', needs: 'program' });
    expect(isExportFormatId('gif')).toBe(false);
  });

  it('writes text and SVG as UTF-8, images and PDF as they are', () => {
    expect(exportContentType(exportFormat('svg'))).toBe('image/svg+xml;charset=utf-8');
    expect(exportContentType(exportFormat('mermaid'))).toBe('text/plain;charset=utf-8');
    expect(exportContentType(exportFormat('png'))).toBe('image/png');
    expect(exportContentType(exportFormat('pdf'))).toBe('application/pdf');
  });
});

describe('createExporter (the injected encoders)', () => {
  it("lists the host's formats in registry order, whatever order it gives them in", () => {
    const noop = () => Promise.resolve('');
    const exporter = createExporter({ pdf: noop, mermaid: noop, png: noop });
    expect(exporter.ids).toEqual(['mermaid', 'png', 'pdf']);
    expect(exporter.formats.map((f) => f.label)).toEqual(['Mermaid', 'PNG', 'PDF']);
    expect(exporter.supports('png')).toBe(true);
    expect(exporter.supports('svg')).toBe(false);
    expect(exporter.supports('toString')).toBe(false);
  });

  it("hands the host's input and options to that format's encoder", async () => {
    const png = vi.fn((input: string, options: { scale: number }) =>
      Promise.resolve(`${input}@${options.scale}`),
    );
    const exporter = createExporter({ png, svg: () => Promise.resolve('svg') });
    await expect(exporter.encode('png', 'chart', { scale: 2 })).resolves.toBe('chart@2');
    expect(png).toHaveBeenCalledTimes(1);
  });

  it("passes an encoder's failure on to the caller", async () => {
    const exporter = createExporter({ pdf: () => Promise.reject(new Error('no font')) });
    await expect(exporter.encode('pdf', null, null)).rejects.toThrow('no font');
  });
});

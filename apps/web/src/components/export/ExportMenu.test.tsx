import { EXPORT_FORMATS } from '@codeflow/contracts';
import { EXPORT_FORMAT_REGISTRY } from '@codeflow/engine';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_EXPORTER } from './browserExporter';
import { ExportMenu } from './ExportMenu';

describe("the web app's export formats", () => {
  it('are the registry entries the browser encodes: every format a plan can grant, once', () => {
    expect(BROWSER_EXPORTER.ids).toEqual(
      EXPORT_FORMAT_REGISTRY.map((f) => f.id).filter((id) => BROWSER_EXPORTER.supports(id)),
    );
    expect([...BROWSER_EXPORTER.ids].sort()).toEqual([...EXPORT_FORMATS].sort());
  });
});

describe('ExportMenu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows one button per registry format, named by the registry, the plan's others locked", () => {
    render(
      <ExportMenu
        drawn={null}
        mermaidText="flowchart TD"
        title="t"
        allowed={new Set(['svg', 'png'])}
      />,
      { wrapper: MemoryRouter },
    );
    const group = screen.getByRole('group', { name: 'Export' });
    const labels = BROWSER_EXPORTER.formats.map((f) => f.label);
    for (const format of BROWSER_EXPORTER.formats) {
      expect(within(group).getByTestId(`export-${format.id}`)).toHaveTextContent(format.label);
    }
    expect(labels).toEqual(['SVG', 'PNG', 'JPEG', 'PDF']);
    expect(screen.getByTestId('export-pdf')).toHaveAttribute(
      'title',
      'Upgrade your plan to export as PDF',
    );
    expect(
      screen.getByText('Upgrade your plan to export as JPEG. Upgrade your plan to export as PDF'),
    ).toBeInTheDocument();
  });

  it("downloads the Mermaid text under the registry's extension and type", async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:x';
      },
      revokeObjectURL: () => undefined,
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    render(
      <ExportMenu drawn={null} mermaidText="flowchart TD" title="My chart" allowed={new Set()} />,
      { wrapper: MemoryRouter },
    );
    await userEvent.click(screen.getByTestId('export-mmd'));
    expect(names).toEqual(['my-chart.mmd']);
    expect(blobs.map((b) => b.type)).toEqual(['text/plain;charset=utf-8']);
    await expect(blobs[0]?.text()).resolves.toBe('flowchart TD');
  });
});

describe('ExportMenu: what a file holds (issue 22 items 6 and 20)', () => {
  const drawn = () => ({
    svg: document.createElementNS('http://www.w3.org/2000/svg', 'svg'),
    blocks: [
      { chart: 'a', x: 0, y: 0, width: 100, height: 100 },
      { chart: 'b', x: 0, y: 124, width: 100, height: 100 },
    ],
  });

  it('exports the chart in view by default; "PDF page per chart" only for the whole file and where PDF is allowed', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <ExportMenu
        drawn={drawn()}
        mermaidText="flowchart TD"
        title="t"
        allowed={new Set(['svg', 'png'])}
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByTestId('export-scope')).toHaveValue('in-view');
    await user.selectOptions(screen.getByTestId('export-scope'), 'whole');
    // PDF locked: nothing ticked that cannot apply
    expect(screen.queryByTestId('export-pdf-per-chart')).toBeNull();
    unmount();

    render(
      <ExportMenu
        drawn={drawn()}
        mermaidText="flowchart TD"
        title="t"
        allowed={new Set(['svg', 'png', 'jpeg', 'pdf'])}
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.queryByTestId('export-pdf-per-chart')).toBeNull();
    await user.selectOptions(screen.getByTestId('export-scope'), 'whole');
    expect(screen.getByTestId('export-pdf-per-chart')).toBeChecked();
  });
});

describe('ExportMenu: exports at any size (issue 23 item 7)', () => {
  const huge = () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 900 6000');
    return { svg, blocks: [{ chart: 'a', x: 0, y: 0, width: 900, height: 6000 }] };
  };

  it('says before the click when the PNG scale asked for does not fit the canvas, and why', async () => {
    const user = userEvent.setup();
    render(
      <ExportMenu drawn={huge()} mermaidText="flowchart TD" title="t" allowed={new Set(['png'])} />,
      { wrapper: MemoryRouter },
    );
    // 2×: 12,000 px high, within the canvas
    expect(screen.queryByTestId('export-scale-note')).toBeNull();
    await user.selectOptions(screen.getByTestId('export-scale'), '4');
    expect(screen.getByTestId('export-scale-note')).toHaveTextContent(
      "PNG and JPEG at 2.73× instead of 4× (2,458 × 16,384 px): the browser's canvas holds at most 16,384 pixels a side. For a bigger picture, export SVG (no size limit) or PDF tiled pages.",
    );
  });

  it('offers tiled pages or one fitted page once the PDF is on A4 or Letter', async () => {
    const user = userEvent.setup();
    render(
      <ExportMenu drawn={huge()} mermaidText="flowchart TD" title="t" allowed={new Set(['pdf'])} />,
      { wrapper: MemoryRouter },
    );
    expect(screen.queryByTestId('export-pdf-layout')).toBeNull();
    await user.selectOptions(screen.getByLabelText('PDF page size'), 'a4');
    const layout = screen.getByLabelText('PDF layout');
    expect(layout).toHaveValue('tiles');
    expect([...(layout as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Tiled pages',
      'Fit to one page',
    ]);
    await user.selectOptions(layout, 'fit');
    expect(layout).toHaveValue('fit');
  });
});

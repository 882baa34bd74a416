import { DEFAULT_FLOWCHART_TITLE } from '@codeflow/contracts';

/** A safe download name from the flowchart title: `My chart: v2` -> `my-chart-v2.svg`. */
export function exportFileName(title: string, extension: string): string {
  const base =
    (title.trim() || DEFAULT_FLOWCHART_TITLE)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'flowchart';
  return `${base}.${extension}`;
}

import type { ExportFormat, Features } from '@codeflow/contracts';
import { exportFormat } from '@codeflow/engine';

/** What every plan may export; used until the plan's features are known (docs/product.md#what-it-does). */
export const BASIC_EXPORT_FORMATS: readonly ExportFormat[] = ['svg', 'png'];

/** The format's name in the export registry ("PNG"). */
export function formatLabel(format: ExportFormat): string {
  return exportFormat(format).label;
}

/** The formats the user's plan allows (features.export_formats), or SVG and PNG when unknown. */
export function allowedExportFormats(
  features: Pick<Features, 'export_formats'> | null | undefined,
): ReadonlySet<ExportFormat> {
  return new Set(features?.export_formats ?? BASIC_EXPORT_FORMATS);
}

export function upgradeHint(format: ExportFormat): string {
  return `Upgrade your plan to export as ${formatLabel(format)}`;
}

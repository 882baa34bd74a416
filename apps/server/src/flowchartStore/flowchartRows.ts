import type { Flowchart, FlowchartListItem } from '@codeflow/contracts';
import type { DataCipher } from '../crypto/dataCipher';
import type { flowcharts } from '../db/schema/index';

export type FlowchartRow = typeof flowcharts.$inferSelect;
export type FlowchartListRow = Pick<
  FlowchartRow,
  'id' | 'title' | 'language' | 'isCompact' | 'createdAt' | 'updatedAt'
>;

/** Ciphertexts are bound to their row and column, so one cannot be swapped for another. */
export function codeContext(id: string): string {
  return `flowcharts.code:${id}`;
}
export function diagramContext(id: string): string {
  return `flowcharts.flowchart:${id}`;
}

export function thumbnailContext(id: string): string {
  return `flowcharts.thumbnail:${id}`;
}

export function toListItem(row: FlowchartListRow): FlowchartListItem {
  return {
    id: row.id,
    title: row.title,
    language: row.language,
    is_compact: row.isCompact,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toFlowchart(row: FlowchartRow, cipher: DataCipher): Flowchart {
  return {
    ...toListItem(row),
    code: cipher.decrypt(row.codeEncrypted, codeContext(row.id)),
    flowchart: cipher.decrypt(row.flowchartEncrypted, diagramContext(row.id)),
    is_shared: row.shareId !== null,
  };
}

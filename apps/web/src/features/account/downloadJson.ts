import { downloadBlob } from '../../lib/downloadBlob';

/** Saves `data` as a JSON file. */
export function downloadJson(data: unknown, fileName: string): void {
  downloadBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

/**
 * The flowchart store (decision 023): the one owner of saved flowcharts. It reads and decrypts,
 * encrypts and writes their rows (the encryption contexts live only in flowchartCiphers.ts),
 * writes them through one path (writeFlowchart.ts: create, save, delete) and answers one access
 * question (flowchartAccess.ts). Every save that changes the content keeps a version
 * (keepVersion.ts, readVersions.ts; decision 027). Features import it from here.
 */
import type { flowchartUpdateSchema } from '@codeflow/contracts';
import type { z } from 'zod';
import type { FlowchartChanges } from './writeFlowchart';

export {
  sealCollabState,
  openCollabState,
  sealCollabUpdate,
  openCollabUpdate,
} from './flowchartCiphers';
export { flowchartNotFound, checkFlowchartSize } from './flowchartErrors';
export { isFlowchartId, isShareId } from './flowchartIds';
export {
  flowchartAccess,
  flowchartTeamAccess,
  mayListFlowchartsOf,
  type FlowchartAccess,
} from './flowchartAccess';
export {
  openContent,
  openContentOrNull,
  toFlowchart,
  toListItem,
  type FlowchartRow,
  type FlowchartListRow,
} from './flowchartRows';
export {
  getFlowchart,
  getFlowchartWithThumbnail,
  getThumbnail,
  listFlowcharts,
  listFlowchartsOf,
  openFlowchart,
  readSavedContent,
} from './readFlowcharts';
export { listVersions, readVersion } from './readVersions';
export { openVersionContentOrNull } from './versionRows';
export {
  createFlowchart,
  deleteFlowchart,
  flowchartOwnerTier,
  saveFlowchart,
  type FlowchartChanges,
  type NewFlowchart,
  type SaveBy,
  type Saver,
} from './writeFlowchart';

export type FlowchartPatch = z.output<typeof flowchartUpdateSchema>;

/** A PUT /api/flowcharts/{id} body as the store's changes. */
export function changesOf(patch: FlowchartPatch): FlowchartChanges {
  return {
    title: patch.title,
    language: patch.language,
    isCompact: patch.is_compact,
    code: patch.code,
    flowchart: patch.flowchart,
    thumbnail: patch.thumbnail,
  };
}

import {
  versionEndpoints as endpoints,
  type Flowchart,
  type VersionDetail,
  type VersionList,
  type VersionListQuery,
} from '@codeflow/contracts';
import { call } from './call';

/** GET /api/flowcharts/{id}/versions: a page of the kept versions, newest first (decision 027). */
export function listVersions(
  id: string,
  query: VersionListQuery = {},
  signal?: AbortSignal,
): Promise<VersionList> {
  return call(endpoints.list, { params: { id }, query, signal });
}

/** GET /api/flowcharts/{id}/versions/{version}: one kept version with its code. */
export function getVersion(
  id: string,
  version: number,
  signal?: AbortSignal,
): Promise<VersionDetail> {
  return call(endpoints.get, { params: { id, version }, signal });
}

/** POST /api/flowcharts/{id}/versions/{version}/restore: the flowchart as restored. */
export function restoreVersion(id: string, version: number): Promise<Flowchart> {
  return call(endpoints.restore, { params: { id, version } });
}

import { adminEndpoints } from '@codeflow/contracts';
import type { AppInstance } from '../../../http/appInstance';
import { route } from '../../../http/registerEndpoint';
import { dashboardStats } from '../userRows';

/** The dashboard's counters. */
export function dashboardStatsRoutes(app: AppInstance): void {
  const db = app.db;
  route(app, adminEndpoints.dashboardStats, () => dashboardStats(db));
}

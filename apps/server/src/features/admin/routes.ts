import type { AppInstance } from '../../http/appInstance';
import { dashboardStatsRoutes } from './routes/dashboardStatsRoutes';
import { testingToolsRoutes } from './routes/testingToolsRoutes';
import { userActionRoutes } from './routes/userActionRoutes';
import { userListRoutes } from './routes/userListRoutes';

/**
 * /api/admin/* (admin role only, from the endpoint table), one file per screen of
 * docs/product.md#super-admin-screen: testing tools, users (reads and actions), dashboard stats.
 * The audit log, analytics and commerce screens are features of their own.
 */
export default async function adminRoutes(app: AppInstance): Promise<void> {
  testingToolsRoutes(app);
  userListRoutes(app);
  dashboardStatsRoutes(app);
  userActionRoutes(app);
}

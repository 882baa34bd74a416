import { analyticsEndpoints as endpoints } from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import {
  flowchartsOverTime,
  kpiOverview,
  languageUsage,
  subscriptionsDistribution,
  userGeography,
} from './analyticsService';

/** /api/analytics/* (admin role only): what each figure counts is in docs/product.md#analytics-figures. */
export default async function analyticsRoutes(app: AppInstance): Promise<void> {
  const db = app.db;
  route(app, endpoints.kpiOverview, () => kpiOverview(db));
  route(app, endpoints.flowchartsOverTime, (request) => flowchartsOverTime(db, request.query));
  route(app, endpoints.subscriptionsDistribution, () => subscriptionsDistribution(db));
  route(app, endpoints.languageUsage, () => languageUsage(db));
  route(app, endpoints.userGeography, () => userGeography(db));
}

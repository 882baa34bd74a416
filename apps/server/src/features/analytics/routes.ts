import {
  ANALYTICS_PATHS,
  kpiOverviewSchema,
  labelValueListSchema,
  noParamsSchema,
  noQuerySchema,
  timeSeriesQuerySchema,
  timeSeriesSchema,
} from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { adminRoute } from '../auth/adminRoute';
import {
  flowchartsOverTime,
  kpiOverview,
  languageUsage,
  subscriptionsDistribution,
  userGeography,
} from './analyticsService';

const noInput = { params: noParamsSchema, querystring: noQuerySchema };

/** /api/analytics/* (admin role only): what each figure counts is in docs/product.md#analytics-figures. */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions
export default async function analyticsRoutes(app: AppInstance): Promise<void> {
  const db = app.db;
  app.get(
    ANALYTICS_PATHS.kpiOverview,
    { ...adminRoute, schema: { ...noInput, response: { 200: kpiOverviewSchema } } },
    () => kpiOverview(db),
  );
  app.get(
    ANALYTICS_PATHS.flowchartsOverTime,
    {
      ...adminRoute,
      schema: {
        params: noParamsSchema,
        querystring: timeSeriesQuerySchema,
        response: { 200: timeSeriesSchema },
      },
    },
    (request) => flowchartsOverTime(db, request.query),
  );
  app.get(
    ANALYTICS_PATHS.subscriptionsDistribution,
    { ...adminRoute, schema: { ...noInput, response: { 200: labelValueListSchema } } },
    () => subscriptionsDistribution(db),
  );
  app.get(
    ANALYTICS_PATHS.languageUsage,
    { ...adminRoute, schema: { ...noInput, response: { 200: labelValueListSchema } } },
    () => languageUsage(db),
  );
  app.get(
    ANALYTICS_PATHS.userGeography,
    { ...adminRoute, schema: { ...noInput, response: { 200: labelValueListSchema } } },
    () => userGeography(db),
  );
}

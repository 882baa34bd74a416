import {
  kpiOverviewSchema,
  labelValueListSchema,
  timeSeriesQuerySchema,
  timeSeriesSchema,
} from '../analytics';
import { defineEndpoint } from '../endpoint';

const figure = { method: 'GET', access: 'admin' } as const;

/** /api/analytics/* (admin only): what each figure counts is in docs/product.md#analytics-figures. */
export const analyticsEndpoints = {
  kpiOverview: defineEndpoint({
    ...figure,
    path: '/api/analytics/kpi-overview',
    responses: { 200: kpiOverviewSchema },
  }),
  /** Every bucket of the range, zeros included. */
  flowchartsOverTime: defineEndpoint({
    ...figure,
    path: '/api/analytics/flowcharts-over-time',
    query: timeSeriesQuerySchema,
    responses: { 200: timeSeriesSchema },
  }),
  subscriptionsDistribution: defineEndpoint({
    ...figure,
    path: '/api/analytics/subscriptions-distribution',
    responses: { 200: labelValueListSchema },
  }),
  languageUsage: defineEndpoint({
    ...figure,
    path: '/api/analytics/language-usage',
    responses: { 200: labelValueListSchema },
  }),
  userGeography: defineEndpoint({
    ...figure,
    path: '/api/analytics/user-geography',
    responses: { 200: labelValueListSchema },
  }),
};

import { analyticsEndpoints as endpoints, type TimeSeriesQuery } from '@codeflow/contracts';
import { call } from './call';

/** GET /api/analytics/kpi-overview */
export function getKpiOverview(signal?: AbortSignal) {
  return call(endpoints.kpiOverview, { signal });
}

/** GET /api/analytics/flowcharts-over-time: every bucket of the range, zeros included. */
export function getFlowchartsOverTime(query: TimeSeriesQuery, signal?: AbortSignal) {
  return call(endpoints.flowchartsOverTime, { query: { ...query }, signal });
}

/** GET /api/analytics/subscriptions-distribution */
export function getSubscriptionDistribution(signal?: AbortSignal) {
  return call(endpoints.subscriptionsDistribution, { signal });
}

/** GET /api/analytics/language-usage */
export function getLanguageUsage(signal?: AbortSignal) {
  return call(endpoints.languageUsage, { signal });
}

/** GET /api/analytics/user-geography */
export function getUserGeography(signal?: AbortSignal) {
  return call(endpoints.userGeography, { signal });
}

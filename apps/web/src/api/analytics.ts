import {
  ANALYTICS_PATHS,
  type KpiOverview,
  type LabelValue,
  type TimeSeriesPoint,
  type TimeSeriesQuery,
} from '@codeflow/contracts';
import { request } from './request';

/** GET /api/analytics/kpi-overview */
export function getKpiOverview(signal?: AbortSignal) {
  return request<KpiOverview>('GET', ANALYTICS_PATHS.kpiOverview, { signal });
}

/** GET /api/analytics/flowcharts-over-time: every bucket of the range, zeros included. */
export function getFlowchartsOverTime(query: TimeSeriesQuery, signal?: AbortSignal) {
  return request<TimeSeriesPoint[]>('GET', ANALYTICS_PATHS.flowchartsOverTime, {
    query: { ...query },
    signal,
  });
}

/** GET /api/analytics/subscriptions-distribution */
export function getSubscriptionDistribution(signal?: AbortSignal) {
  return request<LabelValue[]>('GET', ANALYTICS_PATHS.subscriptionsDistribution, { signal });
}

/** GET /api/analytics/language-usage */
export function getLanguageUsage(signal?: AbortSignal) {
  return request<LabelValue[]>('GET', ANALYTICS_PATHS.languageUsage, { signal });
}

/** GET /api/analytics/user-geography */
export function getUserGeography(signal?: AbortSignal) {
  return request<LabelValue[]>('GET', ANALYTICS_PATHS.userGeography, { signal });
}

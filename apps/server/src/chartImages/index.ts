/**
 * Pictures of saved flowcharts drawn on the server (decision 029): embeds and dashboard
 * thumbnails. Features reach them through `app.chartImages`.
 */
export {
  ChartImages,
  chartImageEtag,
  type ChartImageRequest,
  type ChartVersion,
} from './chartImages';
export { CHART_IMAGE_CSP, chartImageHeaders, sendChartImage } from './sendChartImage';
export { ChartImageCache, type CachedImage, DEFAULT_CACHE_BOUNDS } from './chartImageCache';

/** docs/product.md#constants-and-limits: the landing page's timings. */
export const TYPING_MS_PER_CHARACTER = 100;
export const COUNTER_DURATION_MS = 2000;
export const CAROUSEL_INTERVAL_MS = 5000;
export const HOVER_CARD_OPEN_MS = 200;
export const HOVER_CARD_CLOSE_MS = 300;
/** the accuracy promise of docs/product.md#what-it-does, explained on /how-it-works#correctness */
export const ACCURACY_CLAIM = 'over 95 %';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Calendar months and years vary; a card only needs "about", so 30 and 365 days will do. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: ReadonlyArray<readonly [ms: number, name: string]> = [
  [YEAR, 'year'],
  [MONTH, 'month'],
  [DAY, 'day'],
  [HOUR, 'hour'],
  [MINUTE, 'minute'],
];

/**
 * docs/product.md#constants-and-limits relative time: years, months, days, hours, minutes, or "just now" (also for dates
 * slightly in the future, when the server's clock runs ahead of the browser's).
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return 'a while ago';
  const elapsed = now - then;
  for (const [ms, name] of UNITS) {
    if (elapsed >= ms) {
      const n = Math.floor(elapsed / ms);
      return `${n} ${name}${n === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}

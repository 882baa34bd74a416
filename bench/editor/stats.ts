import { report } from '../lib/report';
import type { KeyRecord } from './probes';

export const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

export const sortedOf = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

/** Input delay and keydown -> next frame, p50/p95/max, of the keys typed while a redraw ran. */
export function reportLatency(
  label: string,
  { all, during }: { all: KeyRecord[]; during: KeyRecord[] },
): void {
  const keys = during.length > 0 ? during : all;
  const which =
    during.length > 0
      ? `${during.length}/${all.length} keys during a redraw`
      : `all ${all.length} keys (none during a redraw)`;
  const delay = sortedOf(keys.map((k) => k.handler - k.t));
  const frame = sortedOf(keys.map((k) => k.frame - k.t));
  console.log(`${label}: input latency, ${which}:`);
  report(`${label}:   input delay (input -> keydown handler) p50`, quantile(delay, 0.5), 'ms');
  report(`${label}:   input delay p95`, quantile(delay, 0.95), 'ms', '< 16 ms');
  report(`${label}:   input -> next frame p50`, quantile(frame, 0.5), 'ms');
  report(`${label}:   input -> next frame p95`, quantile(frame, 0.95), 'ms');
  report(`${label}:   input -> next frame max`, frame.at(-1) ?? NaN, 'ms');
}

import {
  ArcElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the pieces the admin charts use, so the bundle leaves the rest of Chart.js out.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Filler,
  DoughnutController,
  ArcElement,
  Tooltip,
  Legend,
);

/**
 * A Chart.js chart on a canvas, rebuilt when `config` changes (callers memoize it). The canvas is
 * hidden from screen readers: each chart's caller renders its figures as text too.
 */
export function ChartCanvas({
  config,
  className = 'h-72',
}: {
  config: ChartConfiguration<'line' | 'doughnut'>;
  className?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    // no 2D context (a browser with canvas off): the text version stands alone
    if (!context) return;
    const chart = new Chart(context, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={`relative ${className}`}>
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}

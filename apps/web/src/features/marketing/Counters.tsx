import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import marketing from 'virtual:marketing-data';
import { getPublicStats } from '../../api/publicStats';
import { ACCURACY_CLAIM } from './landingConstants';
import { useCountUp } from './useCountUp';

/**
 * Below this a live figure says "new and empty" more than anything ("0 flowcharts saved", "1
 * registered users" on a fresh install): it is left out until it is reached.
 */
export const PUBLIC_STATS_MIN = 100;

const worthShowing = (n: number | undefined) => n !== undefined && n >= PUBLIC_STATS_MIN;

const format = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-US'));

function Counter({
  label,
  target,
  start,
  testId,
}: {
  label: string;
  target: number | null;
  start: boolean;
  testId: string;
}) {
  const value = useCountUp(target, start);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 text-center">
      <p className="text-4xl font-extrabold text-indigo-700 tabular-nums" data-testid={testId}>
        {format(value)}
      </p>
      <p className="mt-2 text-sm font-medium text-slate-700">{label}</p>
    </div>
  );
}

/**
 * Figures we can back: the engine's languages (its language record) and, from the public stats
 * call, accounts and flowcharts saved once each reaches PUBLIC_STATS_MIN. They count up over 2 s once scrolled into view.
 */
export function Counters() {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  const stats = useQuery({
    queryKey: ['public', 'stats'],
    queryFn: ({ signal }) => getPublicStats(signal),
    staleTime: 60_000,
    retry: false,
  });

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <section ref={ref} aria-labelledby="numbers-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="numbers-heading" className="sr-only">
        Codeflow in numbers
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col">
        <Counter
          label="languages with their own parser"
          target={marketing.languages.length}
          start={visible}
          testId="counter-languages"
        />
        {worthShowing(stats.data?.flowcharts_created) && (
          <Counter
            label="flowcharts saved"
            target={stats.data?.flowcharts_created ?? null}
            start={visible}
            testId="counter-flowcharts"
          />
        )}
        {worthShowing(stats.data?.users) && (
          <Counter
            label="registered users"
            target={stats.data?.users ?? null}
            start={visible}
            testId="counter-users"
          />
        )}
        <div className="rounded-xl border border-slate-200 bg-white p-6 text-center">
          <p className="text-4xl font-extrabold text-indigo-700">{ACCURACY_CLAIM}</p>
          <p className="mt-2 text-sm font-medium text-slate-700">
            accuracy,{' '}
            <Link to="/how-it-works#correctness" className="text-indigo-700 underline">
              measured on real program runs
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from './landingConstants';
import { USER_STORIES } from './landingContent';
import { mediaMatches, prefersReducedMotion } from './media';

/**
 * Six illustrative user stories. On small screens one shows at a time and they rotate every
 * 5 s (paused while hovered or focused, or with the Pause button, and never with reduced
 * motion); on wider screens all six show as a grid.
 */
export function UserStories() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (paused || held) return;
    if (!mediaMatches('(max-width: 767px)') || prefersReducedMotion()) return;
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % USER_STORIES.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [paused, held, index]);

  return (
    <section aria-labelledby="stories-heading" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="stories-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Who it is for
        </h2>
        <p className="mt-2 text-slate-700">
          Illustrative stories of how people use Codeflow: roles and use cases, not quotes.
        </p>
        <div
          className="mt-8 grid gap-4 md:grid-cols-3"
          data-testid="stories"
          aria-live={paused ? 'polite' : 'off'}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          {USER_STORIES.map((s, i) => (
            <figure
              key={s.role}
              data-testid="story"
              data-active={i === index ? 'true' : 'false'}
              className={`rounded-xl border border-slate-200 bg-slate-50 p-6 ${i === index ? 'block' : 'hidden md:block'}`}
            >
              <figcaption className="font-semibold text-slate-900">{s.role}</figcaption>
              <p className="mt-2 text-slate-700">{s.story}</p>
            </figure>
          ))}
        </div>
        <div className="mt-4 flex items-center gap-3 md:hidden">
          <button
            type="button"
            onClick={() => setIndex((i) => (i - 1 + USER_STORIES.length) % USER_STORIES.length)}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800"
          >
            Previous
          </button>
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-pressed={paused}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800"
          >
            {paused ? 'Play' : 'Pause'}
          </button>
          <button
            type="button"
            onClick={() => setIndex((i) => (i + 1) % USER_STORIES.length)}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800"
          >
            Next
          </button>
          <span className="text-sm text-slate-700" data-testid="story-position">
            {index + 1} / {USER_STORIES.length}
          </span>
        </div>
      </div>
    </section>
  );
}

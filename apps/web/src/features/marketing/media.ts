/** Whether a media query matches; false where the browser (or jsdom) cannot tell. */
export function mediaMatches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export const prefersReducedMotion = () => mediaMatches('(prefers-reduced-motion: reduce)');

import { useEffect, useState } from 'react';
import { TYPING_MS_PER_CHARACTER } from './landingConstants';
import { prefersReducedMotion } from './media';

/**
 * The hero headline, typed one character per 100 ms. The whole text is always in the page for
 * readers and search engines (and is what the pre-rendered HTML shows); the typed copy is
 * decoration, hidden from assistive technology, with the rest kept invisible so nothing moves.
 * With reduced motion, or before the script runs, the headline simply stands.
 */
export function TypingHeadline({ text, className }: { text: string; className?: string }) {
  const [shown, setShown] = useState(text.length);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let count = 0;
    setShown(0);
    const timer = setInterval(() => {
      count += 1;
      setShown(count);
      if (count >= text.length) clearInterval(timer);
    }, TYPING_MS_PER_CHARACTER);
    return () => clearInterval(timer);
  }, [text]);

  const typing = shown < text.length;
  return (
    <h1 className={className} data-testid="hero-headline" data-typing={typing ? 'true' : 'false'}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {text.slice(0, shown)}
        {typing && (
          <>
            <span className="typing-caret" />
            <span className="invisible">{text.slice(shown)}</span>
          </>
        )}
      </span>
    </h1>
  );
}
